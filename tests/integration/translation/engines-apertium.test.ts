import { chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apertiumEngine, TranslationUnavailable } from '../../../src/modules/translation/engines';
import { runsText } from '../../../src/modules/translation/inline-codes';
import { eventually } from '../../support/eventually';
import { describeTranslationEngine, translateHtml } from '../../support/translation-engine-behaviour';

const never = new AbortController().signal;

describeTranslationEngine('Apertium', () => apertiumEngine());

/** A wrapper around the real apertium that logs each call's process group and arguments. */
let dir: string;
let wrapper: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-apertium-test-'));
  wrapper = join(dir, 'apertium');
  await writeFile(wrapper, `#!/bin/sh\necho "$$ $*" >> "${join(dir, 'calls')}"\nexec apertium "$@"\n`);
  await chmod(wrapper, 0o755);
});
const calls = async () =>
  (await readFile(join(dir, 'calls'), 'utf8').catch(() => ''))
    .split('\n')
    .filter((line) => line && !line.includes(' -l'));

describe('Apertium engine', () => {
  it('lists the installed pairs in Tessera’s language codes, and has no problem', async () => {
    const engine = apertiumEngine();
    const pairs = await engine.pairs();
    expect(pairs).toEqual(
      expect.arrayContaining([
        { from: 'en', to: 'es' },
        { from: 'en', to: 'ca' },
        { from: 'es', to: 'en' },
      ]),
    );
    expect(pairs).not.toContainEqual(expect.objectContaining({ to: expect.stringMatching(/valencia|_/) }));
    expect(await engine.problem()).toBeNull();
  });

  it('leaves no space before a full stop that ends a sentence inside formatting', async () => {
    const { htmls } = await translateHtml(
      apertiumEngine(),
      ['<p>The red door is the exit. Keep fire doors closed.</p>'],
      'es',
    );
    expect(htmls[0]).toMatch(/^<p>La puerta roja es la salida\. \S/);
  });

  it('translates en → ca too', async () => {
    const { htmls } = await translateHtml(apertiumEngine(), ['The <b>lazy</b> dog'], 'ca');
    expect(htmls[0]).toMatch(/^El gos <b>gandul<\/b>$/);
  });

  it('translates 300 segments in one process, none bleeding into another', async () => {
    const before = (await calls()).length;
    const htmls = Array.from({ length: 300 }, (_, i) => (i % 2 ? `man with the telescope ${i}` : `I saw the ${i}`));
    const { segments } = await apertiumEngine({ command: wrapper }).translate(
      { from: 'en', to: 'es', segments: htmls.map((h) => [h]) },
      never,
    );
    expect((await calls()).length - before).toBe(1);
    expect(segments.map((runs) => runsText(runs))).toEqual(
      htmls.map((_, i) => (i % 2 ? `hombre con el telescopio ${i}` : `Vi el ${i}`)),
    );
  });

  it('keeps &, < and > as text', async () => {
    const { segments } = await apertiumEngine().translate(
      { from: 'en', to: 'es', segments: [['5 < 6 & 7 > 3 &amp;']] },
      never,
    );
    expect(runsText(segments[0]!)).toBe('5 < 6 & 7 > 3 &amp;');
  });

  it('kills the whole apertium pipeline when aborted', async () => {
    const before = (await calls()).length;
    const big = Array.from({ length: 4000 }, (_, i) => [`The quick brown fox ${i} jumps over the lazy dog.`]);
    const controller = new AbortController();
    const translating = apertiumEngine({ command: wrapper }).translate(
      { from: 'en', to: 'es', segments: big },
      controller.signal,
    );
    const started = await eventually(calls, (lines) => lines.length > before);
    const group = Number(started[before]!.split(' ')[0]);
    controller.abort();
    await expect(translating).rejects.toThrow(/abort/i);
    const alive = () => {
      try {
        process.kill(-group, 0);
        return Promise.resolve(true);
      } catch {
        return Promise.resolve(false);
      }
    };
    expect(await eventually(alive, (a) => !a)).toBe(false);
    expect((await calls()).length - before).toBe(1);
  });

  it('refuses a pair it does not have, naming it', async () => {
    const refusal = apertiumEngine().translate({ from: 'en', to: 'de', segments: [['The dog']] }, never);
    await expect(refusal).rejects.toBeInstanceOf(TranslationUnavailable);
    await expect(refusal).rejects.toThrow('Offline translation from English to German is not available on this server');
  });

  it('refuses every pair when apertium is missing, and says how to install it', async () => {
    const engine = apertiumEngine({ command: '/nonexistent/apertium' });
    await expect(engine.translate({ from: 'en', to: 'es', segments: [['The dog']] }, never)).rejects.toThrow(
      'Offline translation from English to Spanish is not available on this server',
    );
    expect(await engine.pairs()).toEqual([]);
    expect(await engine.problem()).toMatch(/^Apertium is not installed: .*apt-get install apertium/);
  });

  it('reads pairs from another data directory, and says when it has none', async () => {
    expect(await apertiumEngine({ dataDir: '/usr/share/apertium' }).pairs()).toContainEqual({ from: 'en', to: 'es' });
    const empty = apertiumEngine({ dataDir: dir });
    expect(await empty.pairs()).toEqual([]);
    expect(await empty.problem()).toMatch(/^Apertium has no language pairs installed: .*apt-get install/);
  });

  it('says when transfuse, which keeps formatting on its words, is missing', async () => {
    const engine = apertiumEngine();
    await engine.pairs();
    const path = process.env.PATH;
    process.env.PATH = dir;
    try {
      expect(await engine.problem()).toMatch(/^Transfuse is not installed: .*apt-get install transfuse/);
    } finally {
      process.env.PATH = path;
    }
  });

  it('does not start apertium for blank segments', async () => {
    const before = (await calls()).length;
    const { segments, units } = await apertiumEngine({ command: wrapper }).translate(
      { from: 'en', to: 'es', segments: [[], [' '], [{ empty: 1 }]] },
      never,
    );
    expect(segments).toEqual([[], [' '], [{ empty: 1 }]]);
    expect(units).toBe(0);
    expect((await calls()).length - before).toBe(0);
  });
});
