import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeManifests } from '../../../scripts/web-manifest';

function builtWith(parts: { app?: object; player?: object }) {
  const dir = mkdtempSync(join(tmpdir(), 'web-manifest-'));
  mkdirSync(join(dir, '.vite'));
  if (parts.app) writeFileSync(join(dir, '.vite', 'app-manifest.json'), JSON.stringify(parts.app));
  if (parts.player) writeFileSync(join(dir, '.vite', 'player-manifest.json'), JSON.stringify(parts.player));
  return dir;
}
const merged = (dir: string) => JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));

describe('the manifest of the two web build passes (author app, learner pages)', () => {
  const app = {
    'index.html': { file: 'assets/main-a.js', imports: ['_shared-x.js'] },
    '_shared-x.js': { file: 'assets/shared-x.js' },
  };
  const player = {
    'player/index.html': { file: 'assets/player-b.js', imports: ['_shared-x.js'] },
    '_shared-x.js': { file: 'assets/shared-x.js' },
  };

  it('holds every entry of both, a chunk both produced once', async () => {
    const dir = builtWith({ app, player });
    await mergeManifests(dir);
    expect(merged(dir)).toEqual({ ...app, ...player });
  });

  it('holds what there is when only one pass has run', async () => {
    const dir = builtWith({ app });
    await mergeManifests(dir);
    expect(merged(dir)).toEqual(app);
  });

  it('keeps the learner pages’ copy of a view both passes load on demand (each builds its own)', async () => {
    const view = 'blocks/kinds/tabs/TabsView.tsx';
    const dir = builtWith({
      app: { ...app, [view]: { file: 'assets/TabsView-react.js', isDynamicEntry: true } },
      player: { ...player, [view]: { file: 'assets/TabsView-preact.js', isDynamicEntry: true } },
    });
    await mergeManifests(dir);
    expect(merged(dir)[view].file).toBe('assets/TabsView-preact.js');
  });

  it('refuses two passes naming one key with different files', async () => {
    const dir = builtWith({ app, player: { '_shared-x.js': { file: 'assets/shared-y.js' } } });
    await expect(mergeManifests(dir)).rejects.toThrow('both web builds emit _shared-x.js');
  });
});
