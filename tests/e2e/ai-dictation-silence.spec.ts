import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { NOTHING_HEARD } from '../../src/modules/ai/shared';
import { fakeMicrophone, openTextBlock } from './fixtures/dictation';

/** This worker's fake microphone: three seconds of silence, played over and over. */
const SILENCE = join(tmpdir(), `tessera-silence-${process.pid}.wav`);

test.use({ launchOptions: fakeMicrophone(SILENCE), permissions: ['microphone'] });
test.beforeAll(() =>
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '3', SILENCE]),
);
test.afterAll(() => rmSync(SILENCE, { force: true }));

test("a silent recording inserts nothing and says so in the server's words", async ({ page }) => {
  const { card, text, dictate, panel } = await openTextBlock(page);
  await text.pressSequentially('Kept');
  await dictate.click();
  await expect(panel.getByRole('timer')).toHaveText(/^0:2[0-7]$/, { timeout: 10_000 });
  await panel.getByRole('button', { name: 'Stop' }).click();
  await expect(card.getByRole('alert')).toHaveText(NOTHING_HEARD, { timeout: 30_000 });
  await expect(text).toHaveText('Kept');
});
