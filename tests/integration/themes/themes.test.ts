import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_THEME } from '../../../src/modules/courses/api';
import { BUILT_IN_READ_ONLY } from '../../../src/modules/themes/api';
import { THEME_NAME_LENGTH, THEME_NAME_REQUIRED, themeNameTaken } from '../../../src/modules/themes/decider';
import { THEMES_ROOM } from '../../../src/modules/themes/live-rooms';
import { courseRoom } from '../../../src/modules/courses/live-rooms';
import { connectLive } from '../../support/live-client';
import { addMember } from '../../support/members';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { waitUntil } from '../../support/eventually';
import { newCourse, uploadMedia } from '../media/media-client';
import { unzipPackage, xmllintManifest } from '../delivery/scorm-files';
import { republish } from '../delivery/fixture';

type User = Awaited<ReturnType<typeof registerUser>>;

describe('themes: custom themes of an organisation, and the theme a module may take', () => {
  let server: TestServer;
  let admin: User;
  let stranger: User;
  let courseId: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await registerUser(server.url, 'Admin');
    stranger = await registerUser(server.url, 'Stranger');
    courseId = await newCourse(admin.api, 'Fire safety');
  });
  afterAll(async () => server.close());

  it('lists the built-in themes first, each with every field of SPEC §3', async () => {
    const { status, body } = await admin.api.get('/themes');
    expect(status).toBe(200);
    expect(body.themes.map((t: { id: string }) => t.id)).toEqual(['default', 'calm', 'contrast', 'warm', 'classic']);
    expect(body.themes[0]).toMatchObject({
      name: 'Tessera',
      builtIn: true,
      logoPlacement: 'left',
      logoSize: 'small',
      headingFont: 'inter',
      paragraphColor: '#000000',
      docBgColor: '#FFFFFF',
      questionActionColor: '#2563EB',
    });
  });

  it('creates, renames and duplicates under the SPEC §5 name rules, refusing a built-in change', async () => {
    const made = await admin.api.post('/themes', { name: '  Brand kit ', from: 'warm', headingFont: 'lora' });
    expect(made.status).toBe(201);
    expect(made.body.theme).toMatchObject({
      name: 'Brand kit',
      builtIn: false,
      headingFont: 'lora',
      docBgColor: '#FFFAF4',
    });
    expect(made.body.theme.id.length).toBeGreaterThan(20);

    expect((await admin.api.post('/themes', { name: '   ' })).body.message).toBe(THEME_NAME_REQUIRED);
    expect((await admin.api.post('/themes', { name: 'Tiny' })).body.message).toBe(THEME_NAME_LENGTH);
    const twin = await admin.api.post('/themes', { name: 'BRAND KIT' });
    expect([twin.status, twin.body.message]).toEqual([400, themeNameTaken('BRAND KIT')]);
    const badColour = await admin.api.post('/themes', { name: 'Odd colours', docBgColor: 'red' });
    expect(badColour.status).toBe(400);

    const copy = await admin.api.post(`/themes/${made.body.theme.id}/duplicate`, {});
    expect(copy.body.theme).toMatchObject({ name: 'Brand kit (copy)', headingFont: 'lora' });
    const renamed = await admin.api.put(`/themes/${copy.body.theme.id}`, {
      name: 'Spring launch',
      docBgColor: '#fefefe',
    });
    expect(renamed.body.theme).toMatchObject({ name: 'Spring launch', docBgColor: '#FEFEFE' });
    expect((await admin.api.put(`/themes/${copy.body.theme.id}`, { name: 'brand kit' })).status).toBe(400);

    const builtIn = await admin.api.put('/themes/calm', { headingFont: 'lora' });
    expect([builtIn.status, builtIn.body.message]).toEqual([400, BUILT_IN_READ_ONLY]);
    const fromBuiltIn = await admin.api.post('/themes/calm/duplicate', { name: 'Calm, our way' });
    expect(fromBuiltIn.body.theme).toMatchObject({ headingFont: 'lora', coverStyle: 'centered' });

    const names = (await admin.api.get('/themes')).body.themes.filter((t: { builtIn: boolean }) => !t.builtIn);
    expect(names.map((t: { name: string }) => t.name)).toEqual(['Brand kit', 'Calm, our way', 'Spring launch']);
  });

  it("keeps an organisation's themes to itself: another sees none, finds none and cannot use one", async () => {
    const mine = (await admin.api.post('/themes', { name: 'Only ours' })).body.theme;
    expect((await stranger.api.get('/themes')).body.themes.every((t: { builtIn: boolean }) => t.builtIn)).toBe(true);
    expect((await stranger.api.get(`/themes/${mine.id}`)).status).toBe(404);
    expect((await stranger.api.put(`/themes/${mine.id}`, { name: 'Stolen theme' })).status).toBe(404);
    expect((await stranger.api.delete(`/themes/${mine.id}`)).status).toBe(404);
    const theirs = await newCourse(stranger.api, 'Theirs');
    const refused = await stranger.api.put(`/courses/${theirs}`, { course: { settings: { theme: mine.id } } });
    expect([refused.status, refused.body.message]).toEqual([400, UNKNOWN_THEME]);
    // The same name is free in another organisation.
    expect((await stranger.api.post('/themes', { name: 'Only ours' })).status).toBe(201);
  });

  it('accepts a built-in name or an own custom theme on a module, and nothing else (400)', async () => {
    const own = (await admin.api.post('/themes', { name: 'For modules' })).body.theme;
    for (const theme of ['calm', own.id])
      expect((await admin.api.put(`/courses/${courseId}`, { course: { settings: { theme } } })).status).toBe(200);
    for (const theme of ['neon', 'x'.repeat(24)]) {
      const res = await admin.api.put(`/courses/${courseId}`, { course: { settings: { theme } } });
      expect([res.status, res.body.message]).toEqual([400, UNKNOWN_THEME]);
    }
    expect((await admin.api.get(`/courses/${courseId}`)).body.course.theme).toBe(own.id);
  });

  it("uses only the organisation's own uploads as logo and frame images", async () => {
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#2563EB' } })
      .png()
      .toBuffer();
    const upload = await uploadMedia(server.url, admin.api, courseId, {
      name: 'logo.png',
      type: 'image/png',
      bytes: png,
    });
    const logo = upload.body.url as string;
    const withLogo = await admin.api.post('/themes', { name: 'With a logo', logoImage: logo, logoPlacement: 'center' });
    expect(withLogo.body.theme).toMatchObject({ logoImage: logo, logoPlacement: 'center' });
    for (const url of [
      'https://tracker.example/pixel.png',
      `${logo}x`,
      '/api/media/files/abcdefghijkmnpqrstuvwxyz/original.png',
    ]) {
      const res = await admin.api.post('/themes', { name: 'Elsewhere', logoImage: url });
      expect([res.status, res.body.message]).toEqual([400, 'logoImage: not an image uploaded to this organisation']);
    }
    const frame = await stranger.api.post('/themes', { name: 'Borrowed frame', frameBgImage: logo });
    expect(frame.status).toBe(400);
  });

  it('shows learners the module in its theme as it is now, and the default once the theme is deleted', async () => {
    const theme = (await admin.api.post('/themes', { name: 'Learner look', paragraphFont: 'merriweather' })).body.theme;
    const course = await admin.api.get(`/courses/${courseId}`);
    const published = await admin.api.put(`/courses/${courseId}?onPublish=true`, {
      course: { revision: course.body.revision, settings: { theme: theme.id } },
    });
    expect(published.status).toBe(200);
    const learner = () => fetch(`${server.url}/api/delivery/modules/${courseId}`);
    await waitUntil(async () => ((await (await learner()).json()) as { look?: { id: string } }).look?.id === theme.id);
    const first = await learner();
    const etag = first.headers.get('etag')!;
    expect(((await first.json()) as { look: { paragraphFont: string } }).look.paragraphFont).toBe('merriweather');

    await admin.api.put(`/themes/${theme.id}`, { paragraphFont: 'lora' });
    const after = await fetch(`${server.url}/api/delivery/modules/${courseId}`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { look: { paragraphFont: string } }).look.paragraphFont).toBe('lora');

    expect((await admin.api.delete(`/themes/${theme.id}`)).status).toBe(200);
    const gone = (await (await learner()).json()) as { look: { id: string }; settings: { theme: string } };
    expect([gone.settings.theme, gone.look.id]).toEqual([theme.id, 'default']);
  });

  it('tells the editors live: a theme saved, changed or deleted, and a module taking another theme', async () => {
    const member = await addMember(server, (await admin.api.get('/users/user-info')).body.currentOrg, 'Member');
    const live = await connectLive(server.url, member.token);
    live.send({ v: 2, type: 'join', room: THEMES_ROOM });
    live.send({ v: 2, type: 'join', room: courseRoom(courseId) });
    await live.waitFor((m) => m.type === 'joined' && m.room === THEMES_ROOM);
    await live.waitFor((m) => m.type === 'joined' && m.room === courseRoom(courseId));
    const outsider = await connectLive(server.url, stranger.token);
    outsider.send({ v: 2, type: 'join', room: THEMES_ROOM });
    await outsider.waitFor((m) => m.type === 'joined');

    const theme = (await admin.api.post('/themes', { name: 'Live theme' })).body.theme;
    await admin.api.put(`/themes/${theme.id}`, { headingColor: '#123456' });
    await admin.api.put(`/courses/${courseId}`, { course: { settings: { theme: theme.id } } });
    await admin.api.delete(`/themes/${theme.id}`);
    const named = (name: string) =>
      live.waitFor((m) => m.type === 'changed' && m.name === name && m.about === theme.id);
    await named('customThemeSaved');
    await named('customThemeUpdated');
    await named('themeUpdated');
    await live.waitFor((m) => m.type === 'event' && m.event.name === 'courseThemeChanged');
    expect(outsider.messages.some((m) => m.type === 'changed')).toBe(false);
    await live.close();
    await outsider.close();
  });

  it("packs the theme's fonts and logo into a SCORM package, which then needs nothing from the web", async () => {
    const packaged = await newCourse(admin.api, 'Packed in its theme');
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#A8431F' } })
      .png()
      .toBuffer();
    const logo = (await uploadMedia(server.url, admin.api, packaged, { name: 'l.png', type: 'image/png', bytes: png }))
      .body.url as string;
    const theme = (
      await admin.api.post('/themes', {
        name: 'Packed theme',
        headingFont: 'playfair-display',
        paragraphFont: 'lora',
        logoImage: logo,
      })
    ).body.theme;
    const { revision } = (await admin.api.get(`/courses/${packaged}`)).body;
    await republish(admin.api, packaged, revision, { settings: { theme: theme.id } });
    const generated = await admin.api.post('/scorm-package/generate', {
      courseId: packaged,
      dispatchType: 'scorm2004',
    });
    expect(generated.status).toBe(200);
    const dir = unzipPackage(
      Buffer.from(await (await fetch(`${server.url}${generated.body.data.downloadUrl}`)).arrayBuffer()),
    );
    expect(readdirSync(join(dir, 'fonts')).sort()).toEqual(
      // The description and subheadings keep the default font.
      ['inter', 'lora', 'playfair-display']
        .flatMap((f) =>
          ['latin-400', 'latin-700', 'latin-ext-400', 'latin-ext-700'].map((s) => `${f}-${s}-normal.woff2`),
        )
        .sort(),
    );
    const config = readFileSync(join(dir, 'tessera-package.js'), 'utf8');
    const look = JSON.parse(config.slice(config.indexOf('{'), config.lastIndexOf('}') + 1)).module.look;
    expect(look).toMatchObject({ id: theme.id, headingFont: 'playfair-display' });
    expect(look.logoImage).toMatch(/^media\/[0-9a-f]{16}\.png$/);
    expect(existsSync(join(dir, look.logoImage))).toBe(true);
    expect(config).not.toContain('/api/');
    expect(xmllintManifest(dir, 'scorm2004').ok).toBe(true);
  }, 30_000);

  it('serves the catalogue fonts, cached for good, and nothing else', async () => {
    const font = await fetch(`${server.url}/api/fonts/lora-latin-700-normal.woff2`);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('cache-control')).toContain('immutable');
    expect(
      Buffer.from(await font.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('wOF2');
    for (const name of ['lora-latin-800-normal.woff2', '..%2F..%2Fpackage.json', 'lora.css'])
      expect((await fetch(`${server.url}/api/fonts/${name}`)).status).toBe(404);
  });
});
