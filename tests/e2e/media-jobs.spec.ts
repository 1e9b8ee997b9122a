import { expect, test, type Page } from '@playwright/test';
import { startLms } from '../integration/delivery/lms-host';
import { unzipPackage } from '../integration/delivery/scorm-files';
import { apiClient } from '../support/server';
import { registerInBrowser } from './register-in-browser';

const card = (page: Page, type: string) => page.locator(`section.block-card[data-block-type="${type}"]`).first();

/** The signed-in author's API, with the token the browser holds. */
async function apiOf(page: Page, baseURL: string) {
  const cookie = await page.evaluate(() => document.cookie);
  const token = decodeURIComponent(/tessera_token=([^;]+)/.exec(cookie)![1]!);
  return apiClient(baseURL, token);
}

/** A new author's new module with an avatar block added at its end: the module's id and the block's card. */
async function moduleWithAvatar(page: Page, firstName: string, lastName: string) {
  await registerInBrowser(page, firstName, lastName);
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  const courseId = page.url().split('/').pop()!;
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  await page
    .getByRole('list', { name: 'Block types' })
    .getByRole('button', { name: /^Avatar video/ })
    .click();
  return { courseId, avatar: card(page, 'AvatarBlockComponent') };
}

/** The video has loaded its metadata (it can play) and has its captions track. */
async function expectPlayable(video: ReturnType<Page['locator']>) {
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.textTracks.length)).toBe(1);
}

test('the voice an avatar is rendered in stays chosen after a reload, the default one too', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { avatar } = await moduleWithAvatar(page, 'Vic', 'Voices');
  await avatar.getByLabel('Script', { exact: true }).fill('Welcome.');
  const voice = avatar.getByLabel('Voice');
  const shown = await voice.inputValue();
  await avatar.getByRole('button', { name: 'Render video' }).click();
  await expect(avatar.getByRole('button', { name: 'Rendering…' })).toBeVisible();
  await page.reload();
  await expect(voice).toHaveValue(shown);
  // The block itself names the voice, not only the select's fallback.
  const courseId = page.url().split('/').pop()!;
  const { course } = (await (await apiOf(page, baseURL!)).get(`/courses/${courseId}`)).body;
  const stored = course.blocks.find((b: { type: string }) => b.type === 'AvatarBlockComponent');
  expect(stored.data.voice).toBe(shown);
  // Once that render is done, another voice for the next one.
  await expect(avatar.getByRole('button', { name: 'Render again' })).toBeVisible({ timeout: 60_000 });
  await voice.selectOption({ label: 'British English, male' });
  await avatar.getByRole('button', { name: 'Render again' }).click();
  await expect(avatar.getByRole('button', { name: 'Rendering…' })).toBeVisible();
  await page.reload();
  await expect(voice).toHaveValue('en-gb+m3');
});

test('an author renders an avatar video; learners play it with captions on the web and inside a SCORM package', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { courseId, avatar } = await moduleWithAvatar(page, 'Ava', 'Avatar');
  await expect(avatar.getByRole('status')).toHaveText('Waiting to render');
  await avatar.getByLabel('Script', { exact: true }).fill('Hello, I am your guide. Walk to the nearest exit.');
  await avatar.getByLabel('Voice').selectOption({ label: 'British English, female' });
  await avatar.getByRole('button', { name: 'Render video' }).click();
  const video = avatar.locator('video');
  await expect(video).toHaveAttribute('src', /^\/api\/media\/files\/[^/]+\/original\.mp4$/, { timeout: 60_000 });
  await expectPlayable(video);
  await expect(avatar.getByRole('button', { name: 'Render again' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });

  const api = await apiOf(page, baseURL!);
  const published = await api.put(`/courses/${courseId}?onPublish=true`, { course: {} });
  expect(published.status).toBe(200);

  await page.goto(`/share/${courseId}`);
  await expectPlayable(page.locator('video'));

  const generated = await api.post('/scorm-package/generate', { courseId, dispatchType: 'scorm2004' });
  const zip = Buffer.from(await (await fetch(`${baseURL}${generated.body.data.downloadUrl}`)).arrayBuffer());
  const lms = await startLms();
  try {
    lms.serve(unzipPackage(zip));
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(lms.origin) && !r.url().startsWith('data:') && !r.url().startsWith('about:'))
        foreign.push(r.url());
    });
    await page.goto(lms.url('scorm2004', 'learner-avatar', '0.8'));
    const inPackage = page.frameLocator('#sco').locator('video');
    await expectPlayable(inPackage);
    expect(await inPackage.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(
      new RegExp(`^${lms.origin}/pkg/media/`),
    );
    // The package plays its own copies: nothing is fetched from Tessera.
    expect(foreign).toEqual([]);
  } finally {
    await lms.close();
  }
});

test('an author uploads captions for a video, edits them as text, and learners get the track', async ({
  page,
  baseURL,
}) => {
  await registerInBrowser(page, 'Cai', 'Captions');
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  const courseId = page.url().split('/').pop()!;
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  await page
    .getByRole('list', { name: 'Block types' })
    .getByRole('button', { name: /^Video/ })
    .click();
  const video = card(page, 'VideoBlockComponent');
  const clip = await fetch(`${baseURL}/thumbnails/placeholder-1.webm`).then((r) => r.arrayBuffer());
  const chooser = page.waitForEvent('filechooser');
  await video.getByRole('button', { name: 'Upload video' }).click();
  await (await chooser).setFiles({ name: 'drill.webm', mimeType: 'video/webm', buffer: Buffer.from(clip) });
  await expect(video.locator('video')).toHaveAttribute('src', /^\/api\/media\/files\//, { timeout: 20_000 });

  await video.getByRole('button', { name: /^Settings of/ }).click();
  const captions = video.getByRole('group', { name: 'Captions' });
  await expect(captions.getByText('No captions yet: upload a WebVTT file, or transcribe the video.')).toBeVisible();
  const vtt = 'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nThe alarm sounds.\n';
  const vttChooser = page.waitForEvent('filechooser');
  await captions.getByRole('button', { name: 'Upload .vtt' }).click();
  await (await vttChooser).setFiles({ name: 'drill.vtt', mimeType: 'text/vtt', buffer: Buffer.from(vtt) });
  await captions.getByRole('button', { name: 'Edit English captions' }).click();
  const text = captions.getByLabel('English captions (WebVTT)');
  await expect(text).toHaveValue(vtt);
  await text.fill(vtt.replace('The alarm sounds.', 'The fire alarm sounds.'));
  await captions.getByRole('button', { name: 'Save captions' }).click();
  await expect(captions.getByLabel('English captions (WebVTT)')).toHaveCount(0);
  // The edited captions are a new file: the block changes, and the change is saved.
  await expect(page.getByRole('status').filter({ hasText: /^(Unsaved changes|Saving…)$/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });

  const api = await apiOf(page, baseURL!);
  expect((await api.put(`/courses/${courseId}?onPublish=true`, { course: {} })).status).toBe(200);
  await page.goto(`/share/${courseId}`);
  const track = page.locator('video track[kind="captions"]');
  await expect(track).toHaveAttribute('srclang', 'en');
  const served = await (await fetch(`${baseURL}${await track.getAttribute('src')}`)).text();
  expect(served).toContain('The fire alarm sounds.');
});
