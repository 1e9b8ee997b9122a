/**
 * One run of an image's variants in a fresh process (tests/bench/media.ts starts it), so the memory
 * figure starts from an idle process: `tsx image-variants.child.ts <photo> <width> <out dir>`.
 * Prints one JSON line: wall time, CPU time of all its threads, the resident memory when idle
 * (sharp loaded, nothing decoded) and the kernel's peak above it, and each variant's size.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { writeImageVariants } from '../../src/modules/media/image-variants';
import { now, round } from './stats';

const MB = 1024 * 1024;
const statusKb = (field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) * 1024;

const [photo, width, dir] = process.argv.slice(2);
if (!photo || !width || !dir) throw new Error('usage: image-variants.child.ts <photo> <width> <out dir>');

const idle = statusKb('VmRSS');
// The peak so far was loading the code: from here VmHWM is the peak of the work.
writeFileSync('/proc/self/clear_refs', '5');
const cpuBefore = process.cpuUsage();
const started = now();
const variants = await writeImageVariants(photo, Number(width), dir);
const seconds = (now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
console.log(
  JSON.stringify({
    seconds: round(seconds, 2),
    cpuSeconds: round((cpu.user + cpu.system) / 1e6, 2),
    idleRssMb: round(idle / MB, 1),
    peakAboveIdleMb: round((statusKb('VmHWM') - idle) / MB, 1),
    bytes: Object.fromEntries(variants.map((v) => [`w${v.width}.${v.format}`, v.size])),
  }),
);
