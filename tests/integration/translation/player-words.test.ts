import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registerUser, type TestServer, startTestServer } from '../../support/server';
import { publishEveryBlock, republish } from '../delivery/fixture';

type User = Awaited<ReturnType<typeof registerUser>>;

describe('the player’s words an author overrides, per module and language', () => {
  let server: TestServer;
  let ada: User;
  let courseId: string;
  let revision: number;
  const path = (lang: string) => `/courses/translate/${courseId}/${lang}/player-words`;

  beforeAll(async () => {
    server = await startTestServer();
    ada = await registerUser(server.url, 'Ada');
    ({ courseId, revision } = await publishEveryBlock(ada.api));
    const chosen = await ada.api.post(`/courses/selectedLanguages/${courseId}`, { languages: ['en', 'es'] });
    expect(chosen.status).toBe(200);
  });
  afterAll(async () => server.close());

  it('stores them and returns them', async () => {
    const saved = await ada.api.put(path('en'), { words: { 'cover.start': 'Begin', 'question.check': '' } });
    expect(saved.status).toBe(200);
    expect(saved.body.words).toEqual({ 'cover.start': 'Begin', 'question.check': '' });
    await ada.api.put(path('es'), { words: { 'cover.start': 'Comenzar' } });
    const read = await ada.api.get(path('es'));
    expect(read.status).toBe(200);
    expect(read.body.words).toEqual({ 'cover.start': 'Comenzar' });
    expect((await ada.api.get(path('en'))).body.words).toEqual({ 'cover.start': 'Begin' });
  });

  it('reaches learners with the next publish, in their language', async () => {
    revision = (await ada.api.get(`/courses/${courseId}`)).body.revision;
    await republish(ada.api, courseId, revision, {});
    const learner = apiClient(server.url);
    expect((await learner.get(`/delivery/modules/${courseId}`)).body.playerWords).toEqual({ 'cover.start': 'Begin' });
  });

  it('refuses a key that is not a player word, a broken message and an argument the word lacks', async () => {
    const unknown = await ada.api.put(path('en'), { words: { 'cover.begin': 'Begin' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Invalid words: cover.begin is not a word of the player');
    const broken = await ada.api.put(path('en'), { words: { 'cover.minutes': 'About {minutes min' } });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/cover\.minutes is not a valid message/);
    expect(broken.body.details).toEqual({ field: 'words.cover.minutes', reason: expect.stringMatching(/^is not/) });
    const foreign = await ada.api.put(path('en'), { words: { 'cover.start': 'Start {name}' } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/cover\.start uses \{name\}/);
    const long = await ada.api.put(path('en'), { words: { 'cover.start': 'x'.repeat(301) } });
    expect(long.status).toBe(400);
  });

  it('takes the words of a module that has only its own language', async () => {
    const { courseId: single } = await publishEveryBlock(ada.api, 'English only');
    const saved = await ada.api.put(`/courses/translate/${single}/en/player-words`, { words: { 'cover.start': 'Go' } });
    expect(saved.status).toBe(200);
    expect((await ada.api.get(`/courses/translate/${single}/en/player-words`)).body.words).toEqual({
      'cover.start': 'Go',
    });
  });

  it('refuses a language the module is not in', async () => {
    const res = await ada.api.put(path('fr'), { words: { 'cover.start': 'Commencer' } });
    expect(res.status).toBe(400);
  });

  it('asks for a signed-in author of the organisation', async () => {
    expect((await apiClient(server.url).put(path('en'), { words: {} })).status).toBe(401);
    const eve = await registerUser(server.url, 'Eve');
    expect((await eve.api.put(path('en'), { words: { 'cover.start': 'Go' } })).status).toBe(404);
    expect((await eve.api.get(path('en'))).status).toBe(404);
  });
});
