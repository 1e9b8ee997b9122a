import { benchAppend } from './append.bench-case';
const r = await benchAppend({ totalAppends: 4000, writerCounts: [1, 8] });
for (const [k, v] of Object.entries(r))
  console.log(
    k,
    v.eventsPerSec,
    v.baseline.eventsPerSec,
    v.ratio,
    v.preparedBaseline.eventsPerSec,
    v.ratioToPrepared,
    v.latency.p99Ms,
  );
