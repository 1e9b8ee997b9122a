/**
 * npm run bench:authoring — the editor under load, on the database the environment names
 * (PGlite by default; DATABASE_URL and NATS_URL for PostgreSQL and NATS). Prints one JSON document:
 * - save round-trip (PUT /api/drafts/, one block changed) with 50 authors saving at once, each on
 *   their own module, and with 10 authors saving different blocks of one shared module (rebases);
 * - opening a 300-block module: GET /api/courses/{id} server time, and in Chromium the time from
 *   navigation start until the first frame painted with all 300 blocks and the title field;
 * - typing in that module's middle text block: keydown until the frame after it is painted, per key;
 * - a lone author typing for a minute (BENCH_TYPING_SECONDS) while saves take 0, 1–5 s, or stall
 *   30 s: saves per minute of typing and the characters lost (must be 0).
 * The web app must be built first (npm run build).
 */
import { existsSync } from 'node:fs';
import { WEB_ROOT } from '../../src/start/web-root';
import setupPGliteTemplate from '../support/global-setup';
import { addMember } from '../support/members';
import { apiClient, registerUser, startTestServer } from '../support/server';
import { launchChromium } from './chromium';
import { latencySummary, now, progress, round } from './stats';
import { benchTypingUnderLatency } from './typing-under-latency';

const AUTHORS = 50;
const SAVES_PER_AUTHOR = 20;
const SHARED_AUTHORS = 10;
const BLOCKS = 300;
const OPENINGS = 15;
const TYPED = ' Fire needs heat, fuel and oxygen; take one away and it goes out.';

type Block = { id: string; type: string; title: string; data: Record<string, unknown> };
type Api = ReturnType<typeof apiClient>;

async function timedSaves(
  api: Api,
  courseId: string,
  block: Block,
  startRevision: number,
  saves: number,
  samples: number[],
) {
  let revision = startRevision;
  for (let n = 0; n < saves; n++) {
    const started = now();
    const res = await api.put('/drafts/', {
      course: {
        id: courseId,
        revision,
        blocks: [{ ...block, data: { html: `<p>save ${n}</p>` } }],
        updatedBlocks: [block.id],
      },
    });
    samples.push(now() - started);
    if (res.status !== 200) throw new Error(`save failed: ${res.status} ${JSON.stringify(res.body)}`);
    revision = res.body.revision;
  }
}

/**
 * In the page, before the app starts: notes the time (from navigation start) of the first frame
 * painted with every block's card and the title field on the page. Measured in the page, not by
 * polling from outside, so the figure is the browser's and not the test driver's.
 */
function markEditorShown(blocks: number) {
  const w = window as unknown as { editorShown?: Promise<number> };
  w.editorShown = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const ready =
        document.querySelectorAll('section.block-card').length >= blocks &&
        document.querySelector('[aria-label="Module title"], #module-title');
      if (!ready) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}
const shownAt = () => (window as unknown as { editorShown: Promise<number> }).editorShown;

async function main() {
  if (!existsSync(`${WEB_ROOT}/index.html`)) throw new Error('Build the web app first: npm run build');
  await setupPGliteTemplate();
  const server = await startTestServer();
  try {
    progress(`${AUTHORS} authors, ${SAVES_PER_AUTHOR} saves each, at once`);
    const authors = await Promise.all(
      Array.from({ length: AUTHORS }, async (_, i) => {
        const { api } = await registerUser(server.url, `Author${i}`);
        const { body } = await api.post('/courses/', { course: { title: `Module ${i}` } });
        return { api, course: body.course, revision: body.revision as number };
      }),
    );
    const ownSamples: number[] = [];
    let started = now();
    await Promise.all(
      authors.map((a) => timedSaves(a.api, a.course.id, a.course.blocks[0], a.revision, SAVES_PER_AUTHOR, ownSamples)),
    );
    const ownSeconds = (now() - started) / 1000;

    progress(`${SHARED_AUTHORS} authors on one module, different blocks`);
    const owner = await registerUser(server.url, 'Owner');
    const shared = (await owner.api.post('/courses/', { course: { title: 'Shared' } })).body;
    const extraBlocks = Array.from({ length: SHARED_AUTHORS }, (_, i) => ({
      id: `sharedblock${String(i).padStart(5, '0')}`,
      type: 'TextBlockComponent',
      title: 'Text',
      data: { html: '' },
    }));
    const structure = {
      pages: [
        {
          id: shared.course.pages[0].id,
          sections: [...shared.course.pages[0].sections, ...extraBlocks.map((b) => `s-${b.id}`)],
        },
      ],
      sections: [
        ...shared.course.sections,
        ...extraBlocks.map((b) => ({ id: `s-${b.id}`, sizes: 'co-12', blocks: [b.id] })),
      ],
    };
    const seeded = await owner.api.put('/drafts/', {
      course: {
        id: shared.course.id,
        revision: shared.revision,
        blocks: extraBlocks,
        newBlocks: extraBlocks.map((b) => b.id),
        structure,
      },
    });
    const orgId = seeded.body.course.userOrg.orgID as string;
    const colleagues = await Promise.all(extraBlocks.map((_, i) => addMember(server, orgId, `colleague${i}`)));
    const sharedSamples: number[] = [];
    started = now();
    await Promise.all(
      colleagues.map((c, i) =>
        timedSaves(
          apiClient(server.url, c.token),
          shared.course.id,
          extraBlocks[i]!,
          seeded.body.revision,
          SAVES_PER_AUTHOR,
          sharedSamples,
        ),
      ),
    );
    const sharedSeconds = (now() - started) / 1000;

    progress(`opening a ${BLOCKS}-block module`);
    const big = await registerUser(server.url, 'Big');
    const created = (await big.api.post('/courses/', { course: { title: 'Big module' } })).body;
    const blocks = Array.from({ length: BLOCKS - 3 }, (_, i) => ({
      id: `bigblock${String(i).padStart(8, '0')}`,
      type: i % 2 ? 'HeadingBlockComponent' : 'TextBlockComponent',
      title: 'Block',
      data: i % 2 ? { text: `Heading ${i}`, level: 2 } : { html: `<p>Paragraph ${i} of the big module.</p>` },
    }));
    const bigStructure = {
      pages: [
        {
          id: created.course.pages[0].id,
          sections: [...created.course.pages[0].sections, ...blocks.map((b) => `s-${b.id}`)],
        },
      ],
      sections: [
        ...created.course.sections,
        ...blocks.map((b) => ({ id: `s-${b.id}`, sizes: 'co-12', blocks: [b.id] })),
      ],
    };
    const filled = await big.api.put('/drafts/', {
      course: {
        id: created.course.id,
        revision: created.revision,
        blocks,
        newBlocks: blocks.map((b) => b.id),
        structure: bigStructure,
      },
    });
    if (filled.body.course.blocks.length !== BLOCKS)
      throw new Error(`expected ${BLOCKS} blocks, got ${filled.body.course.blocks.length}`);
    const serverSamples: number[] = [];
    for (let i = 0; i < OPENINGS * 2; i++) {
      const t = now();
      await big.api.get(`/courses/${created.course.id}`);
      serverSamples.push(now() - t);
    }

    const browser = await launchChromium();
    const interactive: number[] = [];
    const typing: number[] = [];
    let typingUnderSaveLatency: Record<string, unknown> = {};
    try {
      for (let i = 0; i < OPENINGS; i++) {
        const context = await browser.newContext();
        await context.addCookies([{ name: 'tessera_token', value: big.token, url: server.url }]);
        await context.addInitScript(markEditorShown, BLOCKS);
        const page = await context.newPage();
        await page.goto(`${server.url}/edit/${created.course.id}`);
        interactive.push(await page.evaluate(shownAt));
        await context.close();
      }
      progress(`typing in block ${BLOCKS / 2} of ${BLOCKS}`);
      const context = await browser.newContext();
      await context.addCookies([{ name: 'tessera_token', value: big.token, url: server.url }]);
      const page = await context.newPage();
      await page.goto(`${server.url}/edit/${created.course.id}`);
      const card = page.locator('section.block-card[data-block-type="TextBlockComponent"]').nth(BLOCKS / 4);
      // As an author would: scroll to the block (its editor starts as it comes near), then click in it.
      await card.scrollIntoViewIfNeeded();
      const field = card.getByRole('textbox', { name: 'Text' });
      await field.click();
      await page.evaluate(() => {
        const w = window as unknown as { keyToPaint: number[] };
        w.keyToPaint = [];
        // The frame after the key's handlers ran is painted by the time a task queued in its rAF runs.
        document.addEventListener(
          'keydown',
          (event) => {
            requestAnimationFrame(() => setTimeout(() => w.keyToPaint.push(performance.now() - event.timeStamp)));
          },
          true,
        );
      });
      await page.keyboard.type(TYPED, { delay: 40 });
      await page.waitForTimeout(300);
      typing.push(...(await page.evaluate(() => (window as unknown as { keyToPaint: number[] }).keyToPaint)));
      await context.close();
      typingUnderSaveLatency = await benchTypingUnderLatency(server.url, browser);
    } finally {
      await browser.close();
    }

    process.stdout.write(
      `${JSON.stringify(
        {
          target: process.env.DATABASE_URL ? 'postgres+nats' : 'embedded',
          saveRoundTrip: {
            [`${AUTHORS}AuthorsOwnModules`]: {
              saves: ownSamples.length,
              ...latencySummary(ownSamples),
              savesPerSecond: round(ownSamples.length / ownSeconds, 1),
            },
            [`${SHARED_AUTHORS}AuthorsOneModuleDifferentBlocks`]: {
              saves: sharedSamples.length,
              ...latencySummary(sharedSamples),
              savesPerSecond: round(sharedSamples.length / sharedSeconds, 1),
            },
          },
          [`open${BLOCKS}BlockModule`]: {
            serverGetCourse: latencySummary(serverSamples),
            chromiumUntilEditorInteractive: latencySummary(interactive),
            chromiumTypingKeyToPaint: { keys: typing.length, ...latencySummary(typing) },
          },
          typingUnderSaveLatency,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await server.close();
  }
}

await main();
