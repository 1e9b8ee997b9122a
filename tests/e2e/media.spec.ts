import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { registerInBrowser } from './register-in-browser';

const card = (page: Page, type: string, nth = 0) =>
  page.locator(`section.block-card[data-block-type="${type}"]`).nth(nth);
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });

/** A photo-like JPEG of about a megabyte (noise does not compress), so a slowed upload takes a few seconds. */
async function photo(seed: number): Promise<Buffer> {
  const width = 1400;
  const height = 1000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + seed * 104729 + ((i / width) | 0) * 31) & 0xff;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The image has loaded one of the upload's files (a size made for the screen, or the original). */
const loadedUpload = (img: Locator) =>
  expect
    .poll(() =>
      img.evaluate((el: HTMLImageElement) =>
        el.complete && el.naturalWidth > 0 ? el.currentSrc.replace(/^.*\/files\/[^/]+\//, '') : '',
      ),
    )
    .toMatch(/^(w\d+\.(avif|webp)|original\.jpg)$/);

/** Drops a file on an element as a person dragging it from their desktop would. */
async function dropFile(page: Page, target: Locator, file: { name: string; type: string; bytes: Buffer }) {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name, type }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      return transfer;
    },
    { base64: file.bytes.toString('base64'), name: file.name, type: file.type },
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await expect(target.getByText('Drop to upload')).toBeVisible();
  await target.dispatchEvent('drop', { dataTransfer });
}

/** Slows this page's uploads to `bytesPerSecond`, so progress can be watched and an upload cancelled. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test('an author drops an image with progress, cancels another, and reuses the first from the media library', async ({
  page,
}) => {
  await registerInBrowser(page, 'Mia', 'Media');
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  const image = card(page, 'ImageBlockComponent');
  await expect(image.getByRole('button', { name: 'Upload image' })).toBeVisible();

  const unthrottle = await throttleUploads(page, 256 * 1024);
  const harbour = await photo(1);
  await dropFile(page, image.locator('.media-drop'), { name: 'harbour.jpg', type: 'image/jpeg', bytes: harbour });
  const progress = image.getByRole('progressbar', { name: 'Uploading harbour.jpg' });
  await expect(progress).toBeVisible();
  await expect(image.getByRole('button', { name: 'Cancel upload' })).toBeFocused();
  await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(image.locator('picture img')).toBeVisible({ timeout: 30_000 });
  await loadedUpload(image.locator('picture img'));
  await expect(image.getByRole('button', { name: 'Replace image' })).toBeFocused();
  await saved(page);

  // A second image, cancelled half way: the first stays, and nothing of the second is kept.
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  await page
    .getByRole('list', { name: 'Block types' })
    .getByRole('button', { name: /^Image A picture/ })
    .click();
  const second = card(page, 'ImageBlockComponent', 1);
  const chooser = page.waitForEvent('filechooser');
  await second.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: 'cancelled.jpg', mimeType: 'image/jpeg', buffer: await photo(2) });
  await expect(second.getByRole('progressbar', { name: 'Uploading cancelled.jpg' })).toBeVisible();
  await second.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(second.getByRole('progressbar')).toHaveCount(0);
  await expect(second.getByRole('button', { name: 'Upload image' })).toBeFocused();
  await unthrottle();

  // The library has the first upload only; picking it fills the second block.
  await second.getByRole('button', { name: 'Media library' }).click();
  const library = page.getByRole('dialog', { name: 'Media library' });
  await expect(library.getByRole('searchbox', { name: 'Search by name' })).toBeFocused();
  await expect(library.getByRole('button', { name: /harbour\.jpg/ })).toBeVisible();
  await expect(library.getByRole('button', { name: /cancelled\.jpg/ })).toHaveCount(0);
  await library.getByRole('searchbox', { name: 'Search by name' }).fill('nothing like it');
  await expect(library.getByText('Nothing is named like “nothing like it”.')).toBeVisible();
  await library.getByRole('searchbox', { name: 'Search by name' }).fill('harb');
  await library.getByRole('button', { name: /harbour\.jpg/ }).click();
  await expect(library).toHaveCount(0);
  await loadedUpload(second.locator('picture img'));
  await saved(page);

  // Learners get it in the size their screen needs, as WebP or AVIF.
  await page.reload();
  const sources = card(page, 'ImageBlockComponent', 1).locator('picture source');
  await expect(sources).toHaveCount(2);
  await expect(sources.first()).toHaveAttribute('srcset', /w400\.avif 400w/);
});

test('a file of the wrong kind is refused at once with a clear message, and a lie about its type by the server', async ({
  page,
}) => {
  await registerInBrowser(page, 'Ned', 'Wrong');
  await page.getByRole('button', { name: 'Create module' }).click();
  const image = card(page, 'ImageBlockComponent');
  const chooser = page.waitForEvent('filechooser');
  await image.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(image.getByRole('alert')).toHaveText('notes.txt is not an image: choose another file');

  const lying = page.waitForEvent('filechooser');
  await image.getByRole('button', { name: 'Upload image' }).click();
  await (await lying).setFiles({
    name: 'page.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await expect(image.getByRole('alert')).toContainText("This file's contents do not match its type (image/png)");
  await image.getByRole('button', { name: 'Dismiss' }).click();
  await expect(image.getByRole('alert')).toHaveCount(0);
});

test('an author uploads a thumbnail, then makes a title card; the dashboard shows the module with it', async ({
  page,
}) => {
  await registerInBrowser(page, 'Tia', 'Thumb');
  await page.getByRole('button', { name: 'Create module' }).click();
  await page.getByLabel('Module title', { exact: true }).fill('Harbour safety');
  await saved(page);
  await page.getByRole('button', { name: 'Side Panel' }).click();
  const settings = page.getByRole('group', { name: 'Thumbnail' });
  await expect(settings.getByText('A placeholder for now: upload a picture, or make one.')).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await settings.getByRole('button', { name: 'Upload thumbnail' }).click();
  await (await chooser).setFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await photo(3) });
  const preview = settings.locator('.thumbnail-settings__preview img');
  await expect(preview).toHaveAttribute('src', /^\/api\/media\/files\/[^/]+\/original\.jpg$/);
  const uploaded = await preview.getAttribute('src');
  await expect(settings.getByText('Shown on the dashboard for this module.')).toBeVisible();

  await settings.getByRole('button', { name: 'Title card' }).click();
  await expect(preview).not.toHaveAttribute('src', uploaded!);
  await expect(preview).toHaveJSProperty('naturalWidth', 1280);
  const card = await preview.getAttribute('src');

  await page.getByRole('link', { name: 'Your modules' }).click();
  const tile = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Harbour safety' }) });
  await expect(tile.locator(`img[src="${card}"]`)).toBeVisible();
});
