import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguages, translateBySource } from '../integration/delivery/translations';
import { apiClient } from '../support/server';
import { registerInBrowser } from './register-in-browser';

const card = (page: Page, type: string) => page.locator(`section.block-card[data-block-type="${type}"]`).first();

/** A second of a tone, as an MP3 ffmpeg makes: a real file the media checks and serves. */
const tone = (hertz: number) =>
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=${hertz}:duration=1`, '-f', 'mp3', '-'], {
    maxBuffer: 1 << 20,
  });

async function apiOf(page: Page, baseURL: string) {
  const token = (await page.context().cookies()).find((c) => c.name === 'tessera_token')!.value;
  return apiClient(baseURL, decodeURIComponent(token));
}

test('an author adds the Spanish recording of an audio block; Spanish learners hear it, others the original', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await registerInBrowser(page, 'Nara', 'Narrator');
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  const courseId = page.url().split('/').pop()!;
  const api = await apiOf(page, baseURL!);

  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  await page
    .getByRole('list', { name: 'Block types' })
    .getByRole('button', { name: /^Audio/ })
    .click();
  const audio = card(page, 'AudioBlockComponent');
  const original = page.waitForEvent('filechooser');
  await audio.getByRole('button', { name: 'Upload audio' }).click();
  await (await original).setFiles({ name: 'welcome-en.mp3', mimeType: 'audio/mpeg', buffer: tone(440) });
  await expect(audio.locator('audio').first()).toHaveAttribute('src', /^\/api\/media\/files\//, { timeout: 20_000 });
  const englishUrl = await audio.locator('audio').first().getAttribute('src');

  await audio.getByRole('button', { name: /^Settings of/ }).click();
  const narration = audio.getByRole('group', { name: 'Audio in other languages' });
  await expect(
    narration.getByText('Add a language in Translations to give learners this audio in their language.'),
  ).toBeVisible();

  await chooseLanguages(api, courseId, ['en', 'es']);
  await page.reload();
  await card(page, 'AudioBlockComponent')
    .getByRole('button', { name: /^Settings of/ })
    .click();
  const settings = card(page, 'AudioBlockComponent').getByRole('group', { name: 'Audio in other languages' });
  await expect(settings.getByLabel('Audio language')).toHaveValue('es');
  const spanish = page.waitForEvent('filechooser');
  await settings.getByRole('button', { name: 'Upload Spanish audio' }).click();
  await (await spanish).setFiles({ name: 'bienvenida-es.mp3', mimeType: 'audio/mpeg', buffer: tone(880) });
  const spanishTrack = settings.getByRole('listitem').filter({ hasText: 'Spanish' });
  await expect(spanishTrack.getByLabel('Spanish audio')).toHaveAttribute('src', /^\/api\/media\/files\//, {
    timeout: 20_000,
  });
  const spanishUrl = await spanishTrack.getByLabel('Spanish audio').getAttribute('src');
  expect(spanishUrl).not.toBe(englishUrl);
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });

  const course = (await api.get(`/courses/${courseId}`)).body.course;
  const title = course.title as string;
  await translateBySource(api, courseId, 'es', { [title]: `${title} (es)` });
  expect((await api.put(`/courses/${courseId}?onPublish=true`, { course: {} })).status).toBe(200);

  await page.goto(`/share/${courseId}?lang=es`);
  await expect(page.locator('main audio')).toHaveAttribute('src', spanishUrl!);
  await page.goto(`/share/${courseId}?lang=en`);
  await expect(page.locator('main audio')).toHaveAttribute('src', englishUrl!);
});
