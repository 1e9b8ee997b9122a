import { benchLearnerReads } from './learner-reads.bench-case.js';
const r = await benchLearnerReads({ seconds: Number(process.env.SECS ?? 5) });
console.log(JSON.stringify({ ratio: r.ratio, ratio304: r.ratio304, ours: r.full.requestsPerSecond, r304: r.revalidated304.requestsPerSecond, bare: [r.bareHonoFromMemory.before.requestsPerSecond, r.bareHonoFromMemory.after.requestsPerSecond] }));
process.exit(0);
