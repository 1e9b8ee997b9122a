/**
 * What compressing one JSON answer costs (`npm run bench:json-compression`): brotli at the quality
 * the server uses, with brotli's default window and with the window fitted to the answer
 * (src/platform/http/brotli-params.ts), on libuv's thread pool and on the event loop itself, for a
 * save's answer of a 30-, 300- and 3,000-block module (the server compresses on the loop below
 * COMPRESS_ON_LOOP_BELOW_BYTES). CPU is the process's, loop time the main thread's.
 */
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants } from 'node:zlib';
import { brotliParamsFor } from '../../src/platform/http/brotli-params';
import { JSON_BROTLI_QUALITY } from '../../src/platform/http/compress-json';
import { round } from './stats';

const toBrotli = promisify(brotliCompress);
const ANSWERS = 600;
const AT_ONCE = 4;

function saveAnswer(blocks: number): Buffer {
  const list = Array.from({ length: blocks }, (_, b) => ({
    id: `block${String(b).padStart(6, '0')}`,
    type: b % 3 === 2 ? 'HeadingBlockComponent' : 'TextBlockComponent',
    title: 'Block',
    data: b % 3 === 2 ? { text: `Heading ${b}`, level: 2 } : { html: `<p>Paragraph ${b * 7919} of the module.</p>` },
  }));
  const sections = list.map((b) => ({ id: `s-${b.id}`, sizes: 'co-12', blocks: [b.id] }));
  return Buffer.from(
    JSON.stringify({ course: { id: 'course', title: 'Module', blocks: list, sections }, revision: 40 }),
  );
}

async function measure(body: Buffer, params: Record<number, number>, onLoop = false) {
  const compress = async () => (onLoop ? brotliCompressSync(body, { params }) : toBrotli(body, { params }));
  for (let i = 0; i < 50; i++) await compress();
  const cpu0 = process.cpuUsage();
  const loop0 = performance.eventLoopUtilization();
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let i = 0; i < ANSWERS / AT_ONCE; i++) await compress();
    }),
  );
  const cpu = process.cpuUsage(cpu0);
  const loop = performance.eventLoopUtilization(loop0);
  return {
    cpuMicrosPerAnswer: round((cpu.user + cpu.system) / ANSWERS, 0),
    loopMicrosPerAnswer: round((loop.active * 1000) / ANSWERS, 0),
    compressedBytes: (await compress()).length,
  };
}

const figures: Record<string, unknown> = {};
for (const blocks of [30, 300, 3000]) {
  const body = saveAnswer(blocks);
  const fitted = brotliParamsFor(body.length, JSON_BROTLI_QUALITY);
  const defaultWindow = { ...fitted, [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_DEFAULT_WINDOW };
  figures[`blocks${blocks}`] = {
    answerBytes: body.length,
    defaultWindow: await measure(body, defaultWindow),
    fittedWindow: { windowBits: fitted[constants.BROTLI_PARAM_LGWIN], ...(await measure(body, fitted)) },
    fittedWindowOnLoop: await measure(body, fitted, true),
  };
}
console.log(JSON.stringify(figures, null, 2));
