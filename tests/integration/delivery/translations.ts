import type { LooseJson } from '../../support/server';

type Reply = Promise<{ status: number; body: LooseJson }>;
type Api = {
  get(path: string): Reply;
  post(path: string, body?: unknown): Reply;
  put(path: string, body?: unknown): Reply;
};

/** The module's languages, its own first (through the authors' API). */
export async function chooseLanguages(api: Api, courseId: string, languages: string[]) {
  const res = await api.post(`/courses/selectedLanguages/${courseId}`, { languages, isDraft: true });
  if (res.status !== 200) throw new Error(`selectedLanguages failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A person's translations, each field found by its source text; returns the course's revision after. */
export async function translateBySource(api: Api, courseId: string, lang: string, bySource: Record<string, string>) {
  const { body } = await api.get(`/courses/translate/${courseId}/${lang}`);
  const segments = (body.segments as { id: string; source: string; sourceHash: string }[])
    .filter((s) => s.source in bySource)
    .map((s) => ({ id: s.id, sourceHash: s.sourceHash, text: bySource[s.source] }));
  if (segments.length !== Object.keys(bySource).length)
    throw new Error(`not every source was found in ${lang}: ${JSON.stringify(segments)}`);
  const res = await api.put(`/courses/translate/${courseId}/${lang}`, { segments });
  if (res.status !== 200) throw new Error(`translate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (await api.get(`/courses/${courseId}`)).body.revision as number;
}
