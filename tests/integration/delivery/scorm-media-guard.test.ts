import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_ROOT } from '../../../src/start/web-root';
import { bundleMedia, MediaNotBundled } from '../../../src/modules/delivery/scorm/media';
import type { LearnerModule } from '../../../src/modules/delivery/learner-module';
import { DEFAULT_THEME } from '../../../src/modules/themes/shared';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { republish } from './fixture';

const noUploads = async () => null;

describe('delivery: media in a SCORM package never come from internal addresses (issue 11, item 1)', () => {
  let server: TestServer;
  let internal: Server;
  let internalUrl: string;
  const reached: IncomingMessage[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    // An internal service on this host, as an attacker would aim at.
    internal = createServer((req, res) => {
      reached.push(req);
      res.end('INTERNAL SECRET');
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    internalUrl = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => internal.close(r));
    await server.close();
  });

  async function publishWithMedia(api: Awaited<ReturnType<typeof registerUser>>['api'], blocks: unknown[]) {
    const created = await api.post('/courses/', { course: { title: 'Media module' } });
    const courseId = created.body.course.id as string;
    let revision = created.body.revision as number;
    for (const block of blocks) revision = (await api.post('/blocks/', { courseId, block })).body.revision;
    return republish(api, courseId, revision, {});
  }

  it('refuses to build a package whose media point at internal addresses, naming each URL and why; nothing is fetched', async () => {
    const { api } = await registerUser(server.url);
    const secret = `${internalUrl}/secret.png`;
    const ownReady = `${server.url}/api/ready`;
    const decimal = `http://2130706433:${new URL(internalUrl).port}/decimal.png`;
    const { courseId } = await publishWithMedia(api, [
      { type: 'ImageBlockComponent', data: { url: secret, alt: 'x' } },
      { type: 'AudioBlockComponent', data: { url: ownReady } },
      { type: 'AvatarBlockComponent', data: { renderMediaStatus: 'COMPLETED', url: decimal } },
      { type: 'VideoBlockComponent', data: { url: '/../../package.json', videoType: 'upload' } },
    ]);

    const generated = await api.post('/scorm-package/generate', { courseId, dispatchType: 'scorm12' });
    expect(generated.status).toBe(503);
    expect(generated.body.message).toBe('Failed to generate SCORM package');
    const media = generated.body.details.media as { url: string; reason: string }[];
    expect(media.map((m) => m.url)).toEqual([secret, ownReady, decimal, '/../../package.json']);
    expect(media[0]!.reason).toBe('127.0.0.1 is loopback');
    // Tessera's own address is never fetched over HTTP: its path is looked for among the files it serves.
    expect(media[1]!.reason).toBe('is not a file Tessera serves');
    expect(media[2]!.reason).toBe('127.0.0.1 is loopback');
    expect(media[3]!.reason).toBe('is outside the files Tessera serves');
    expect(generated.body.details.reason).toContain(secret);
    expect(reached).toEqual([]);
  });

  it("reads Tessera's own files from disk, also when named by its public address", async () => {
    const module = {
      id: 'm',
      look: DEFAULT_THEME,
      blocks: [
        {
          id: 'b',
          type: 'ImageBlockComponent',
          title: '',
          data: { url: 'https://tessera.example.com/thumbnails/placeholder-1.svg', alt: '', caption: '' },
        },
      ],
    } as unknown as LearnerModule;
    const bundled = await bundleMedia([module], {
      webRoot: WEB_ROOT,
      publicUrl: 'https://tessera.example.com',
      readUploaded: noUploads,
    });
    expect(bundled.files).toHaveLength(1);
    expect(JSON.stringify(bundled.modules)).not.toContain('tessera.example.com');
    const own = {
      ...module,
      blocks: [{ ...module.blocks[0]!, data: { url: 'https://tessera.example.com/api/ready' } }],
    } as unknown as LearnerModule;
    await expect(
      bundleMedia([own], { webRoot: WEB_ROOT, publicUrl: 'https://tessera.example.com', readUploaded: noUploads }),
    ).rejects.toThrow(MediaNotBundled);
  });
});
