import { registerUser, startTestServer } from '../support/server';
import { settleFollowers } from '../support/settle-followers';
import { openBenchDatabase } from './database';
import { runSaves, type SaveLoad, type SavingAuthor } from './save-load';
import { cpuPerUnit } from './service-cpu';
import { latencySummary, progress, round } from './stats';

/**
 * A call sent again when fetch failed: under load the server may close kept-alive sockets as they
 * are reused, and the pool can hold several such sockets, so a few tries.
 */
async function resent<T>(call: () => Promise<T>, tries = 5): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof TypeError) || tries <= 1) throw error;
    return resent(call, tries - 1);
  }
}

/** An author with a module of `blocks` blocks. */
async function prepareAuthor(url: string, i: number, blocks: number): Promise<SavingAuthor> {
  const { api, token } = await resent(() => registerUser(url, `Saver${i}`));
  const created = (await resent(() => api.post('/courses/', { course: { title: `Module ${i}` } }))).body;
  const added = Array.from({ length: Math.max(0, blocks - created.course.blocks.length) }, (_, b) => ({
    id: `save${i}block${String(b).padStart(6, '0')}`,
    type: b % 3 === 2 ? 'HeadingBlockComponent' : 'TextBlockComponent',
    title: 'Block',
    data: b % 3 === 2 ? { text: `Heading ${b}`, level: 2 } : { html: `<p>Paragraph ${b} of module ${i}.</p>` },
  }));
  const page = created.course.pages[0];
  const filled = await resent(() =>
    api.put('/drafts/', {
      course: {
        id: created.course.id,
        revision: created.revision,
        blocks: added,
        newBlocks: added.map((b) => b.id),
        structure: {
          pages: [{ id: page.id, sections: [...page.sections, ...added.map((b) => `s-${b.id}`)] }],
          sections: [
            ...created.course.sections,
            ...added.map((b) => ({ id: `s-${b.id}`, sizes: 'co-12', blocks: [b.id] })),
          ],
        },
      },
    }),
  );
  if (filled.status !== 200) throw new Error(`filling module failed: ${filled.status} ${JSON.stringify(filled.body)}`);
  const block = filled.body.course.blocks.find((b: SavingAuthor['block']) => b.type === 'TextBlockComponent');
  return { token, courseId: created.course.id, block, revision: filled.body.revision, saves: 0 };
}

/** One phase from the load thread, its latencies summarised; the authors' revisions move on with it. */
async function phase(url: string, authors: SavingAuthor[], load: SaveLoad) {
  const run = await runSaves(url, authors, load);
  authors.splice(0, authors.length, ...run.authors);
  return {
    saves: run.samples.length,
    savesPerSec: round(run.samples.length / (run.elapsedMs / 1000), 1),
    ...latencySummary(run.samples),
  };
}

/**
 * Author saves over HTTP against the real server on the environment's database: `authors` authors,
 * each on their own module of `blocks` blocks with `history` earlier saves. (a) open loop, one save
 * per author every 5 s; (b) flat out. `smoke` makes it a few seconds long with tiny sizes.
 */
/** What the README promises embedded defaults carry: one team of about ten authors typing at once. */
const EMBEDDED_AUTHORS = 10;

export async function benchSaves(options: { smoke?: boolean } = {}) {
  const size = options.smoke
    ? { authors: 4, blocks: 6, history: 3, intervalMs: 1000, openSeconds: 3, flatSeconds: 2 }
    : {
        authors: process.env.DATABASE_URL ? 50 : EMBEDDED_AUTHORS,
        blocks: 30,
        history: 20,
        intervalMs: 5000,
        openSeconds: 30,
        flatSeconds: 10,
      };
  const onServices = Boolean(process.env.DATABASE_URL);
  const database = await openBenchDatabase();
  const server = await startTestServer({ database });
  try {
    progress(`saves: ${size.authors} authors, ${size.blocks}-block modules with ${size.history} saves each`);
    const authors: SavingAuthor[] = [];
    // A few at a time: registration hashes passwords, and 50 at once would time out on a small machine.
    for (let i = 0; i < size.authors; i += 5) {
      const batch = Array.from({ length: Math.min(5, size.authors - i) }, (_, j) => i + j);
      authors.push(...(await Promise.all(batch.map((n) => prepareAuthor(server.url, n, size.blocks)))));
    }
    await phase(server.url, authors, { mode: 'history', saves: size.history });
    await settleFollowers(database);
    progress(`saves: open loop, one save per author every ${size.intervalMs} ms for ${size.openSeconds} s`);
    const open = await cpuPerUnit(
      () => phase(server.url, authors, { mode: 'openLoop', intervalMs: size.intervalMs, seconds: size.openSeconds }),
      onServices,
    );
    progress(`saves: open loop p99 ${open.p99Ms} ms; flat out for ${size.flatSeconds} s`);
    const flat = await cpuPerUnit(
      // The projections' work behind the saves is theirs too: counted until the followers catch up.
      async () => {
        const run = await phase(server.url, authors, { mode: 'flatOut', seconds: size.flatSeconds });
        await settleFollowers(database);
        return run;
      },
      onServices,
    );
    progress(`saves: flat out ${flat.savesPerSec} saves/s, p99 ${flat.p99Ms} ms`);
    return {
      authors: size.authors,
      blocksPerModule: size.blocks,
      earlierSavesPerModule: size.history,
      openLoop: { intervalMs: size.intervalMs, seconds: size.openSeconds, ...open },
      flatOut: flat,
    };
  } finally {
    await server.close(); // closes the database too
  }
}
