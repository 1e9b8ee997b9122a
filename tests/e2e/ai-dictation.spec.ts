import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fakeMicrophone, openTextBlock } from './fixtures/dictation';

/** This worker's fake microphone: eSpeak's voice, which Chromium plays over and over as the microphone. */
const SPEECH = join(tmpdir(), `tessera-dictation-${process.pid}.wav`);
/** PocketSphinx hears eSpeak's robot voice poorly: of this sentence's words, most come through, never all. */
const SENTENCE = 'Welcome to the safety training for new employees.';
const WORDS = ['welcome', 'safety', 'training', 'new', 'employees'];
/** At least three of the sentence's words, after what the author had typed. */
const heard = (text: string) =>
  text.startsWith('Dictated: ') && WORDS.filter((word) => text.toLowerCase().includes(word)).length >= 3;
/** Silence around the sentence: the recogniser hears words poorly where the repeats run together. */
const PAUSE = '<break time="1500ms"/>';

test.use({ launchOptions: fakeMicrophone(SPEECH) });
test.beforeAll(() =>
  execFileSync('espeak-ng', [
    '-m',
    '-v',
    'en-us',
    '-s',
    '150',
    '-w',
    SPEECH,
    '--',
    `<speak>${PAUSE}${SENTENCE}${PAUSE}</speak>`,
  ]),
);
test.afterAll(() => rmSync(SPEECH, { force: true }));

/** Starts a dictation with the clock held, so the countdown shows its first second. */
async function startHeld(page: Page, dictate: ReturnType<Page['getByRole']>) {
  await page.clock.pauseAt(Date.now() + 1000);
  await dictate.click();
}

test.describe('with the microphone allowed', () => {
  test.use({ permissions: ['microphone'] });

  test('dictated words go in at the caret and are saved', async ({ page }) => {
    // Transcribing on a busy machine takes a while.
    test.slow();
    const { card, text, dictate, panel, announced } = await openTextBlock(page);
    await text.pressSequentially('Dictated:');
    await startHeld(page, dictate);
    await expect(panel.getByRole('timer', { name: 'Time left' })).toHaveText('0:30');
    await expect(panel.getByRole('button', { name: 'Stop' })).toBeFocused();
    await announced('Recording');
    await expect(panel).toContainText('Offline assistant on this server');
    await page.clock.resume();
    // The sentence plays twice: the recogniser's start is shaky.
    await expect(panel.getByRole('timer')).toHaveText(/^0:(2[01]|1\d)$/, { timeout: 20_000 });
    await panel.getByRole('button', { name: 'Stop' }).click();
    await expect(panel).toContainText('Transcribing…');
    await expect(panel.getByRole('button', { name: 'Cancel' })).toBeFocused();

    await announced('Inserted dictated text', 60_000);
    await expect(panel).toBeHidden();
    const inserted = (await text.textContent()) ?? '';
    expect(heard(inserted), inserted).toBe(true);
    await expect(text).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });
    await page.reload();
    await expect(card.getByRole('textbox', { name: 'Text' })).toHaveText(inserted);
  });

  test('the countdown stops the recording by itself at 0:00; Cancel discards it', async ({ page }) => {
    const { text, dictate, panel, announced } = await openTextBlock(page);
    await text.pressSequentially('Typed');
    await startHeld(page, dictate);
    await expect(panel.getByRole('timer')).toHaveText('0:30');
    await page.clock.runFor(1000);
    await expect(panel.getByRole('timer')).toHaveText('0:29');
    await page.clock.runFor(29_000);
    await expect(panel).toContainText('Transcribing…');
    await announced('Transcribing…');
    await page.clock.resume();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel).toBeHidden();
    await expect(dictate).toBeFocused();
    await expect(text).toHaveText('Typed');
  });
});

test('a refused microphone says so in the words of SPEC §8', async ({ page }) => {
  const { card, dictate, text } = await openTextBlock(page);
  await text.pressSequentially('Kept');
  await dictate.click();
  const alert = card.getByRole('alert');
  await expect(alert).toHaveText(
    'Microphone access denied. Please enable microphone permissions to use speech-to-text.',
  );
  await expect(card.getByRole('button', { name: 'Try again' })).toBeFocused();
  await card.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toBeHidden();
  await expect(dictate).toBeFocused();
  await expect(text).toHaveText('Kept');
});
