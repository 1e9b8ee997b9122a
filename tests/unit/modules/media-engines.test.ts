import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { detectEngines } from '../../../src/modules/media';

describe('detectEngines', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const folderWith = (files: Record<string, number>) => {
    const dir = mkdtempSync(join(tmpdir(), 'engines-'));
    dirs.push(dir);
    for (const [name, mode] of Object.entries(files)) {
      writeFileSync(join(dir, name), '#!/bin/sh\n');
      chmodSync(join(dir, name), mode);
    }
    return dir;
  };

  it.skipIf(process.platform === 'win32')(
    'finds the programs PATH holds, runnable, in any of its folders',
    async () => {
      const one = folderWith({ ffmpeg: 0o755, 'espeak-ng': 0o644 });
      const two = folderWith({ pocketsphinx_continuous: 0o755 });
      expect(await detectEngines({ PATH: [one, join(one, 'missing'), two].join(delimiter) })).toEqual({
        ffmpeg: true,
        pocketsphinx: true,
        espeak: false,
      });
      expect(await detectEngines({ PATH: '' })).toEqual({ ffmpeg: false, pocketsphinx: false, espeak: false });
    },
  );
});
