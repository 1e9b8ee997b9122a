import type { apiClient } from './server';

type Api = ReturnType<typeof apiClient>;

/** Publishes a module at its current revision. */
export async function publishCourse(api: Api, courseId: string) {
  const { revision } = (await api.get(`/courses/${courseId}`)).body;
  const res = await api.put(`/courses/${courseId}?onPublish=true`, { course: { revision } });
  if (res.status !== 200) throw new Error(`publish failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Adds Spanish to a module and translates its title, as a person does in the translation workspace. */
export async function translateTitleToSpanish(api: Api, courseId: string, title = 'Seguridad contra incendios') {
  const chosen = await api.post(`/courses/selectedLanguages/${courseId}`, { languages: ['en', 'es'] });
  if (chosen.status !== 200) throw new Error(`choosing languages failed: ${chosen.status}`);
  const workspace = (await api.get(`/courses/translate/${courseId}/es`)).body;
  const source = workspace.segments.find((s: { id: string }) => s.id === 'title');
  const translated = await api.put(`/courses/translate/${courseId}/es`, {
    segments: [{ id: 'title', text: title, sourceHash: source.sourceHash }],
  });
  if (translated.status !== 200) throw new Error(`translating failed: ${translated.status}`);
}

/** Two comment threads on a block, the first resolved (as the client does, after the second is readable). */
export async function twoThreadsOneResolved(api: Api, courseId: string, blockId = 'block-1') {
  const first = await api.post('/comments/', { courseId, blockId, content: 'Is this right?' });
  const second = await api.post('/comments/', { courseId, blockId, content: 'Add a picture' });
  const resolved = await api.patch(`/comments/${first.body.comment.id}/status?after=${second.body.position}`, {
    status: 'resolved',
  });
  if (resolved.status !== 200) throw new Error(`resolving failed: ${resolved.status}`);
}
