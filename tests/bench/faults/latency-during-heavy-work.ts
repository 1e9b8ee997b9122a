import { CONTENT_MAX } from '../../../src/modules/ai/limits';
import { FIRE_SAFETY } from '../../support/ai-provider-behaviour';
import { apiClient } from '../../support/server';
import { percentile, round } from '../stats';

const SAMPLES = 60;

/** `SAMPLES` calls one after another: how long each took. */
async function timed(call: () => Promise<unknown>): Promise<number[]> {
  const took: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    await call();
    took.push(performance.now() - started);
  }
  return took;
}

const summary = (idle: number[], busy: number[]) => ({
  idleP50Ms: round(percentile(idle, 50)),
  busyP50Ms: round(percentile(busy, 50)),
  ratioP50: round(percentile(busy, 50) / percentile(idle, 50)),
  idleP95Ms: round(percentile(idle, 95)),
  busyP95Ms: round(percentile(busy, 95)),
  ratioP95: round(percentile(busy, 95) / percentile(idle, 95)),
});

/**
 * "Health latency during a heavy job / idle": /api/health and a module save, timed one after
 * another on an idle instance and then while the offline assistant reads 200,000 characters
 * again and again (two at a time), as a ratio.
 */
export async function latencyDuringHeavyWork(options: { url: string; token: string; courseId: string }) {
  const { url, token, courseId } = options;
  const api = apiClient(url, token);
  const health = () => fetch(`${url}/api/health`).then((r) => r.arrayBuffer());
  let n = 0;
  const save = () => api.put(`/courses/${courseId}`, { course: { title: `t-${n++}` } });
  const idleHealth = await timed(health);
  const idleSave = await timed(save);

  let content = '';
  for (let i = 0; content.length < CONTENT_MAX - 1000; i++)
    content += `${FIRE_SAFETY.replace(/fire/gi, `fire ${i}`)}\n`;
  let stop = false;
  let jobs = 0;
  const heavy = [1, 2].map(async () => {
    while (!stop) {
      await api.post('/ai/questions', { courseId, prompt: '', content, numberOfQuestions: 20 });
      jobs++;
    }
  });
  // The jobs are under way before the first timed call.
  await new Promise((r) => setTimeout(r, 300));
  const busyHealth = await timed(health);
  const busySave = await timed(save);
  stop = true;
  await Promise.all(heavy);
  return { health: summary(idleHealth, busyHealth), save: summary(idleSave, busySave), heavyJobsDone: jobs };
}
