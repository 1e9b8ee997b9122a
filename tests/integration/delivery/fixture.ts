import { waitUntil } from '../../support/eventually';
import type { LooseJson } from '../../support/server';

type Reply = Promise<{ status: number; body: LooseJson }>;
/** The calls the fixture makes, as any test client offers them. */
type Api = {
  get(path: string): Reply;
  post(path: string, body?: unknown): Reply;
  put(path: string, body?: unknown): Reply;
};

/** One block of every type (SPEC §3), with content a learner can take: a single-choice and a free-text question. */
export const EVERY_BLOCK = [
  { type: 'HeadingBlockComponent', data: { text: 'Before you start', level: 1 } },
  { type: 'TextBlockComponent', data: { html: '<p>Welcome to <strong>fire safety</strong>.</p>' } },
  {
    type: 'ImageBlockComponent',
    data: { url: '/thumbnails/placeholder-1.svg', alt: 'A fire exit sign', caption: 'Know your exits' },
  },
  {
    type: 'VideoBlockComponent',
    title: 'Drill video',
    data: { url: '/thumbnails/placeholder-1.webm', videoType: 'upload' },
  },
  { type: 'AudioBlockComponent', data: { url: '/thumbnails/placeholder-2.webm', transcript: 'Stay calm and walk.' } },
  { type: 'AvatarBlockComponent', data: { renderMediaStatus: 'COMPLETED', url: '/thumbnails/placeholder-3.webm' } },
  { type: 'InbetweenBlockComponent', data: { text: 'Now a short quiz.' } },
  { type: 'CVRBlockComponent', data: { game: 'memory', pairs: [{ left: 'Fire', right: 'Extinguisher' }] } },
  { type: 'EmbedBlockComponent', title: 'Safety poster', data: { url: 'https://tessera.invalid/poster', height: 200 } },
  {
    type: 'QuestionBlockComponent',
    data: {
      title: 'Which extinguisher for electrical fires?',
      type: 'single choice',
      options: [
        { id: 'water', value: 'Water' },
        { id: 'co2xx', value: 'CO2' },
      ],
      answer: ['co2xx'],
    },
  },
  {
    type: 'QuestionBlockComponent',
    data: { title: 'Type the emergency number', type: 'free text', options: [], answer: ['112'] },
  },
  {
    type: 'QuizResultsBlockComponent',
    title: 'Your result',
    data: { applausePassText: 'Well done, you passed!', applauseFailText: 'Not this time: read it again.' },
  },
] as const;

export const QUIZ = { passScore: 50, numberOfAttempts: 2, showAnswersAfterMaxAttempt: true, blocksIncludedInQuiz: [] };

/** A module holding one block of every type (the starter blocks removed), published; returns its id and revision. */
export async function publishEveryBlock(api: Api, title = 'Fire safety: the basics') {
  const created = await api.post('/courses/', { course: { title, description: 'What to do when the alarm rings' } });
  const courseId = created.body.course.id as string;
  const starters = (created.body.course.blocks as { id: string }[]).map((b) => b.id);
  let revision = created.body.revision as number;
  for (const block of EVERY_BLOCK) {
    const added = await api.post('/blocks/', { courseId, block });
    if (added.status !== 201) throw new Error(`add block failed: ${added.status} ${JSON.stringify(added.body)}`);
    revision = added.body.revision;
  }
  return republish(api, courseId, revision, { deletedBlocks: starters, settings: { quiz: QUIZ } });
}

/** Saves `change` and publishes; waits until learners get the new revision. */
export async function republish(api: Api, courseId: string, revision: number, change: Record<string, unknown>) {
  const published = await api.put(`/courses/${courseId}?onPublish=true`, { course: { revision, ...change } });
  if (published.status !== 200)
    throw new Error(`publish failed: ${published.status} ${JSON.stringify(published.body)}`);
  const next = published.body.revision as number;
  await waitUntil(async () => {
    const res = await api.get(`/delivery/modules/${courseId}`);
    return res.status === 200 && res.body.revision >= next;
  });
  return { courseId, revision: next, course: published.body.course };
}
