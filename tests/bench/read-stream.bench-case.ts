import { PostgresEventStore } from '../../src/platform/eventstore/postgres/store';
import { openBenchDatabase } from './database';
import { median, now, percentile, progress, round } from './stats';

/** Full forward reads of one long stream (the shape of loading a busy aggregate). */
export async function benchReadStream(options: { streamLength?: number; reads?: number; appendBatch?: number } = {}) {
  const streamLength = options.streamLength ?? 1000;
  const reads = options.reads ?? 20;
  const appendBatch = options.appendBatch ?? 100;
  const database = await openBenchDatabase();
  const store = new PostgresEventStore(database);
  const courseId = 'bench-read';
  const streamId = `course-${courseId}`;
  try {
    progress(`read: writing a ${streamLength}-event stream`);
    const metadata = { userId: 'bench-user', orgId: 'bench-org', correlationId: 'bench-read' };
    for (let from = 0; from < streamLength; from += appendBatch) {
      const events = Array.from({ length: Math.min(appendBatch, streamLength - from) }, (_, i) => {
        const version = from + i;
        return version === 0
          ? {
              type: 'CourseCreated',
              data: {
                courseId,
                orgId: 'bench-org',
                createdBy: 'bench-user',
                title: 'Read me',
                description: 'x'.repeat(80),
              },
              metadata,
            }
          : { type: 'CourseRenamed', data: { courseId, title: `Read me ${version}` }, metadata };
      });
      await store.appendToStream(streamId, events, { expectedVersion: from === 0 ? 'no_stream' : from - 1 });
    }

    for (let i = 0; i < 3; i++) await store.readStream(streamId); // warm-up
    const samples: number[] = [];
    let lastCount = 0;
    for (let i = 0; i < reads; i++) {
      const t0 = now();
      const events = await store.readStream(streamId);
      samples.push(now() - t0);
      lastCount = events.length;
    }
    const medianMs = median(samples);
    const result = {
      streamLength,
      eventsRead: lastCount,
      reads,
      medianMs: round(medianMs, 3),
      minMs: round(Math.min(...samples), 3),
      p90Ms: round(percentile(samples, 90), 3),
      eventsPerSec: round((lastCount / medianMs) * 1000, 0),
    };
    progress(`read: median ${result.medianMs} ms per full read → ${result.eventsPerSec} events/s`);
    return result;
  } finally {
    await store.close();
    await database.close();
  }
}
