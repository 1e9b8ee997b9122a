import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { makePdf } from '../support/documents';
import { expectNoAxeViolations, WCAG_22_AA } from './fixtures/axe';
import {
  addByKeyboard,
  blockCard,
  choose,
  emptyModuleInEditor,
  completionIn,
  playInLms,
  shots,
  tabTo,
} from './fixtures/kind-keyboard';

type Upload = { name: string; mimeType: string; buffer: Buffer };

/** A picture made for the test: a coloured board with shapes and a word, so screenshots show something. */
async function picture(name: string, text: string, colour: string, width = 1200, height = 800): Promise<Upload> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${colour}"/>
    <rect x="8%" y="10%" width="35%" height="45%" fill="#fff" opacity="0.55"/>
    <rect x="55%" y="45%" width="35%" height="40%" fill="#fff" opacity="0.35"/>
    <text x="50%" y="94%" font-size="${Math.round(height / 12)}" text-anchor="middle" fill="#111">${text}</text>
  </svg>`;
  return { name, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to the upload button in `group`, presses Enter and picks `file`: the focus comes back to Replace once it is stored. */
async function uploadByKeyboard(page: Page, group: Locator, file: Upload) {
  await tabTo(page, group.getByRole('button', { name: /^Upload (image|file)$/ }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);
  await expect(group.getByRole('button', { name: /^Replace (image|file)$/ })).toBeFocused({ timeout: 30_000 });
}

const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });

/** The module published, on its share link, past the cover. */
async function publishAndOpen(page: Page, api: Parameters<typeof playInLms>[1]['api'], courseId: string) {
  expect((await api.put(`/courses/${courseId}?onPublish=true`, { course: {} })).status).toBe(200);
  await page.goto(`/share/${courseId}`);
  await page.getByRole('button', { name: /^(Start|Continue)/ }).click();
}

/** The image has loaded from the package's own copy (`media/…`), not from Tessera. */
async function expectPackagedImage(img: Locator) {
  await expect(img).toHaveAttribute('src', /^media\/[0-9a-f]{16}\.png$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

/** The package carries each upload's bytes, once, under media/. */
function expectCarried(dir: string, originals: Buffer[], extension: string) {
  const copies = readdirSync(join(dir, 'media'))
    .filter((f) => f.endsWith(extension))
    .map((f) => readFileSync(join(dir, 'media', f)));
  expect(copies).toHaveLength(originals.length);
  for (const original of originals) expect(copies.some((copy) => copy.equals(original))).toBe(true);
  expect(readFileSync(join(dir, 'tessera-package.js'), 'utf8')).not.toContain('/api/media/');
}

const MARKERS = [
  { title: 'Fire exit', note: 'Kept clear at all times.' },
  { title: 'Call point', note: 'Break the glass to raise the alarm.' },
  { title: 'Assembly point', note: 'Wait here until you are counted.' },
] as const;

/** The learner opens every marker's note by keyboard, closing it with Escape or its Close button. */
async function openEveryNote(page: Page, player: Page | FrameLocator) {
  for (const [i, { title, note }] of MARKERS.entries()) {
    const marker = player.getByRole('button', { name: `Marker ${i + 1}: ${title}` });
    await tabTo(page, marker);
    await page.keyboard.press(i === 2 ? 'Space' : 'Enter');
    const dialog = player.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(note);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press(i === 1 ? 'Enter' : 'Escape');
    await expect(dialog).toHaveCount(0);
    await expect(marker).toBeFocused();
  }
}

test('an author places markers on an uploaded image by keyboard; learners open every note by keyboard, and the LMS records the module complete from the package’s own images', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { courseId, api } = await emptyModuleInEditor(page, baseURL!, 'Lena', 'Labels');
  const plan = await picture('floor-plan.png', 'Ground floor', '#bfdbfe');
  const door = await picture('exit-door.png', 'Exit', '#bbf7d0', 600, 400);

  await addByKeyboard(page, 'Labeled graphic');
  const graphic = blockCard(page, 'LabeledGraphicBlockComponent');
  await uploadByKeyboard(page, graphic.getByRole('group', { name: 'Image', exact: true }), plan);
  await typeInto(page, graphic.getByRole('textbox', { name: 'Image alt text', exact: true }), 'The ground floor plan');
  for (const [i, { title, note }] of MARKERS.slice(0, 2).entries()) {
    await typeInto(page, graphic.getByRole('textbox', { name: `Marker ${i + 1} title` }), title);
    await typeInto(page, graphic.getByRole('textbox', { name: `Marker ${i + 1} note` }), note);
  }
  await uploadByKeyboard(page, graphic.getByRole('group', { name: 'Marker 1 image (optional)' }), door);
  await typeInto(page, graphic.getByRole('textbox', { name: 'Marker 1 image alt text' }), 'A green exit door');
  await tabTo(page, graphic.getByRole('button', { name: 'Add marker' }));
  await page.keyboard.press('Enter');
  await expect(graphic.getByRole('textbox', { name: 'Marker 3 title' })).toBeFocused();
  await page.keyboard.type(MARKERS[2].title);
  await typeInto(page, graphic.getByRole('textbox', { name: 'Marker 3 note' }), MARKERS[2].note);

  // Marker 1, focused on the image, moves by the arrow keys: 10 % with Shift, 1 % without.
  const pin = graphic.getByRole('button', { name: /^Marker 1: Fire exit, / });
  await expect(pin).toHaveAccessibleName('Marker 1: Fire exit, 25% across, 50% down');
  await tabTo(page, pin);
  await page.keyboard.press('Shift+ArrowLeft');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
  await expect(pin).toHaveAccessibleName('Marker 1: Fire exit, 15% across, 47% down');
  await expect(pin).toBeFocused();
  await expect(pin).toHaveCSS('left', /px$/);
  expect(await pin.evaluate((el) => [el.style.left, el.style.top])).toEqual(['15%', '47%']);
  await expect(graphic.getByText('Marker 1, 15% across, 47% down')).toBeAttached();
  // Marker 2 is dragged with the pointer: 10 % left and 20 % down, kept where it is dropped.
  const second = graphic.getByRole('button', { name: /^Marker 2: Call point, / });
  const board = (await graphic.locator('.kind-graphic__board').boundingBox())!;
  const from = (await second.boundingBox())!;
  const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - board.width * 0.1, y + board.height * 0.2, { steps: 5 });
  await page.mouse.up();
  await expect(second).toHaveAccessibleName('Marker 2: Call point, 65% across, 70% down');

  await saved(page);
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-media-blocks', 'graphic-editor');

  const block = (await api.get(`/courses/${courseId}`)).body.course.blocks.find(
    (b: { type: string }) => b.type === 'LabeledGraphicBlockComponent',
  );
  expect(block.data).toEqual({
    url: expect.stringMatching(/^\/api\/media\/files\/\w+\/original\.png$/),
    media: expect.objectContaining({ contentType: 'image/png', width: 1200, height: 800 }),
    alt: 'The ground floor plan',
    items: [
      expect.objectContaining({ x: 15, y: 47, title: 'Fire exit', body: `<p>${MARKERS[0].note}</p>` }),
      expect.objectContaining({ x: expect.closeTo(65, 0), y: expect.closeTo(70, 0), title: 'Call point', url: '' }),
      expect.objectContaining({ x: 50, y: 50, title: 'Assembly point' }),
    ],
  });
  expect(block.data.items[0]).toMatchObject({ url: expect.stringMatching(/original\.png$/), alt: 'A green exit door' });

  await publishAndOpen(page, api, courseId);
  await expect(page.getByRole('button', { name: 'Marker 1: Fire exit' })).toBeVisible();
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-media-blocks', 'graphic-learner');
  await page.getByRole('button', { name: 'Marker 1: Fire exit' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('dialog', { name: 'Fire exit' }).getByRole('img', { name: 'A green exit door' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-media-blocks', 'graphic-learner-note');
  await page.keyboard.press('Escape');
  await openEveryNote(page, page);
  await shots(page, 'kind-media-blocks', 'graphic-learner-explored');

  // In the high-contrast theme too (markers and notes take the theme's colours).
  const { revision } = (await api.get(`/courses/${courseId}`)).body;
  const contrast = { revision, settings: { theme: 'contrast' } };
  expect((await api.put(`/courses/${courseId}`, { course: contrast })).status).toBe(200);
  await publishAndOpen(page, api, courseId);
  await page.getByRole('button', { name: 'Marker 2: Call point' }).click();
  await expect(page.getByRole('dialog', { name: 'Call point' })).toBeVisible();
  await expectNoAxeViolations(page, { tags: WCAG_22_AA, label: 'contrast' });
  await shots(page, 'kind-media-blocks', 'graphic-learner-contrast');

  await playInLms(
    page,
    { api, baseURL: baseURL!, courseId, learner: 'learner-graphic' },
    async (player, record, dir) => {
      await expect(player.getByRole('button', { name: 'Marker 1: Fire exit' })).toBeVisible();
      await expectPackagedImage(player.getByRole('img', { name: 'The ground floor plan' }));
      await expect.poll(() => completionIn(record)).toBe('incomplete');
      await openEveryNote(page, player);
      await expect.poll(() => completionIn(record)).toBe('completed');
      expectCarried(dir, [plan.buffer, door.buffer], '.png');
    },
  );
});

const FLOORS = [
  { alt: 'The ground floor', caption: 'Exits are marked in green.', colour: '#fde68a' },
  { alt: 'The first floor', caption: 'Two stairways lead down.', colour: '#bfdbfe' },
  { alt: 'The roof', caption: '', colour: '#fecaca' },
] as const;

/** The learner goes through the carousel by keyboard: Next and Previous, each slide named by its place. */
async function browseCarousel(page: Page, player: Page | FrameLocator) {
  const carousel = player.getByRole('region', { name: 'Image gallery' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const slide = carousel.getByRole('group');
  await expect(slide).toHaveAccessibleName('Image 1 of 3');
  await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
  const next = carousel.getByRole('button', { name: 'Next image' });
  await tabTo(page, next);
  for (const [i, floor] of FLOORS.entries()) {
    await expect(slide).toHaveAccessibleName(`Image ${i + 1} of 3`);
    await expect(slide.getByRole('img', { name: floor.alt })).toBeVisible();
    await page.keyboard.press('Enter');
  }
  // The last slide stays, and the focus with it.
  await expect(slide).toHaveAccessibleName('Image 3 of 3');
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toBeFocused();
  await tabTo(page, carousel.getByRole('button', { name: 'Previous image' }));
  await page.keyboard.press('Enter');
  await expect(slide).toHaveAccessibleName('Image 2 of 3');
  await expect(slide.getByText(FLOORS[1].caption)).toBeVisible();
}

test('an author uploads a gallery’s images by keyboard and shows them one at a time; learners go through the carousel by keyboard, and the LMS records it seen from the package’s own images', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { courseId, api } = await emptyModuleInEditor(page, baseURL!, 'Gael', 'Gallery');
  const files = await Promise.all(FLOORS.map((f, i) => picture(`floor-${i}.png`, f.alt, f.colour, 900, 600)));

  await addByKeyboard(page, 'Image gallery');
  const gallery = blockCard(page, 'GalleryBlockComponent');
  await choose(page, gallery.getByRole('combobox', { name: 'Show images' }), 'One at a time (a carousel)');
  for (const [i, floor] of FLOORS.entries()) {
    if (i === 2) {
      await tabTo(page, gallery.getByRole('button', { name: 'Add image' }));
      await page.keyboard.press('Enter');
      await expect(
        gallery.getByRole('group', { name: 'Image 3' }).getByRole('button', { name: 'Upload image' }),
      ).toBeFocused();
    }
    await uploadByKeyboard(page, gallery.getByRole('group', { name: `Image ${i + 1}` }), files[i]!);
    await typeInto(page, gallery.getByRole('textbox', { name: `Image ${i + 1} alt text` }), floor.alt);
    if (floor.caption)
      await typeInto(page, gallery.getByRole('textbox', { name: `Image ${i + 1} caption` }), floor.caption);
  }
  await saved(page);
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-media-blocks', 'gallery-editor');

  const block = (await api.get(`/courses/${courseId}`)).body.course.blocks.find(
    (b: { type: string }) => b.type === 'GalleryBlockComponent',
  );
  expect(block.data).toEqual({
    layout: 'carousel',
    items: FLOORS.map(({ alt, caption }) =>
      expect.objectContaining({ url: expect.stringMatching(/original\.png$/), alt, caption }),
    ),
  });

  await publishAndOpen(page, api, courseId);
  await expect(page.getByText('Image 1 of 3', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-media-blocks', 'gallery-learner');
  await browseCarousel(page, page);

  // The grid, for its look; then the carousel again.
  const showAs = async (layout: string) => {
    const { revision } = (await api.get(`/courses/${courseId}`)).body;
    const course = { revision, blocks: [{ ...block, data: { ...block.data, layout } }], updatedBlocks: [block.id] };
    expect((await api.put(`/courses/${courseId}`, { course })).status).toBe(200);
    await publishAndOpen(page, api, courseId);
  };
  await showAs('grid');
  await expect(page.locator('.kind-gallery--grid figure')).toHaveCount(3);
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-media-blocks', 'gallery-learner-grid');
  await showAs('carousel');

  await playInLms(
    page,
    { api, baseURL: baseURL!, courseId, learner: 'learner-gallery' },
    async (player, record, dir) => {
      await expectPackagedImage(player.getByRole('img', { name: FLOORS[0].alt }));
      await expect.poll(() => completionIn(record)).toBe('completed');
      await browseCarousel(page, player);
      expectCarried(
        dir,
        files.map((f) => f.buffer),
        '.png',
      );
    },
  );
});

test('an author attaches a PDF by keyboard; learners download it by keyboard, and the LMS records the module complete once they did, from the package’s own copy', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { courseId, api } = await emptyModuleInEditor(page, baseURL!, 'Ada', 'Attach');
  const pdf = { name: 'fire-policy.pdf', mimeType: 'application/pdf', buffer: makePdf(['The fire policy.']) };

  await addByKeyboard(page, 'Attachment');
  const attachment = blockCard(page, 'AttachmentBlockComponent');
  await uploadByKeyboard(page, attachment, pdf);
  await expect(attachment.getByText(/^PDF · \d+ kB$/)).toBeVisible();
  await expect(attachment.getByRole('link', { name: 'Download fire-policy.pdf' })).toBeVisible();
  await typeInto(page, attachment.getByRole('textbox', { name: 'Description' }), 'The whole policy, to print.');
  const fileName = attachment.getByRole('textbox', { name: 'File name' });
  await tabTo(page, fileName);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Fire policy.pdf');
  await saved(page);
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-media-blocks', 'attachment-editor');

  const block = (await api.get(`/courses/${courseId}`)).body.course.blocks.find(
    (b: { type: string }) => b.type === 'AttachmentBlockComponent',
  );
  expect(block.data).toEqual({
    url: expect.stringMatching(/^\/api\/media\/files\/\w+\/original\.pdf$/),
    name: 'Fire policy.pdf',
    contentType: 'application/pdf',
    size: pdf.buffer.length,
    description: 'The whole policy, to print.',
  });

  await publishAndOpen(page, api, courseId);
  const link = page.getByRole('link', { name: 'Download Fire policy.pdf' });
  await expect(link).toHaveAccessibleDescription(/^PDF · \d+ kB$/);
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-media-blocks', 'attachment-learner');
  await tabTo(page, link);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toBe('Fire policy.pdf');

  await playInLms(
    page,
    { api, baseURL: baseURL!, courseId, learner: 'learner-attachment' },
    async (player, record, dir) => {
      const packaged = player.getByRole('link', { name: 'Download Fire policy.pdf' });
      await expect(packaged).toHaveAttribute('href', /^media\/[0-9a-f]{16}\.pdf$/);
      await expect.poll(() => completionIn(record)).toBe('incomplete');
      await tabTo(page, packaged);
      const fromPackage = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      const saved = await fromPackage;
      expect(saved.suggestedFilename()).toBe('Fire policy.pdf');
      expect(readFileSync((await saved.path())!)).toEqual(pdf.buffer);
      await expect.poll(() => completionIn(record)).toBe('completed');
      expectCarried(dir, [pdf.buffer], '.pdf');
    },
  );
});
