import { getPath } from 'hono/utils/url';
import type { Theme } from '../themes';
import type { LearnerBody } from './learner-bodies';
import { type LearnerAnswer, learnerAnswer } from './learner-answer';
import type { Published } from './published';

/** What a learner read was answered from: while each is still what the reads keep, the answer stands. */
type Ready = { head: Published; look: Theme; lookKey: string; etag: string; bodyKey: string };

/** Where the kept values are looked up without reading anything (see keptUntilChanged's `peek`). */
export type KeptNow = {
  head(courseId: string): Published | undefined;
  look(lookKey: string): Theme | undefined;
  body(bodyKey: string): LearnerBody | undefined;
};

const ROUTE = '/api/delivery/modules/:id';
const MODULE_PATH = /^\/api\/delivery\/modules\/([A-Za-z0-9_-]{1,64})$/;
/** No query, or `lang` alone in a form that needs no decoding: anything else takes the full route. */
const QUERY = /^(?:lang=([A-Za-z0-9-]{1,35}))?$/;

const keyOf = (courseId: string, lang: string | undefined) => `${courseId}?${lang ?? ''}`;

/**
 * Learner reads of a whole module answered again from memory, before any routing or middleware:
 * the full route remembers what each (course, language asked) was answered from, and the next
 * read of it is answered the same way as long as the course's live version, its look and the
 * encoded bytes are all still the ones kept, which a publish, an unpublish or a theme change ends
 * (learner-changes.ts). Anything else (a miss, another query, a HEAD) goes the full way.
 */
export function readyLearnerAnswers(kept: KeptNow, maxKeys: number) {
  const ready = new Map<string, Ready>();
  return {
    remember(courseId: string, lang: string | undefined, answer: Ready): void {
      const key = keyOf(courseId, lang);
      ready.delete(key);
      ready.set(key, answer);
      if (ready.size > maxKeys) ready.delete(ready.keys().next().value!);
    },
    answer(request: Request): (LearnerAnswer & { route: string }) | undefined {
      if (request.method !== 'GET') return undefined;
      const courseId = MODULE_PATH.exec(getPath(request))?.[1];
      if (!courseId) return undefined;
      const url = request.url;
      const at = url.indexOf('?');
      const query = at < 0 ? null : QUERY.exec(url.slice(at + 1));
      if (at >= 0 && !query) return undefined;
      const entry = ready.get(keyOf(courseId, query?.[1]));
      if (!entry || kept.head(courseId) !== entry.head || kept.look(entry.lookKey) !== entry.look) return undefined;
      const body = kept.body(entry.bodyKey);
      if (!body) return undefined;
      const answer = learnerAnswer(entry.etag, body, {
        ifNoneMatch: request.headers.get('if-none-match') ?? undefined,
        acceptEncoding: request.headers.get('accept-encoding') ?? undefined,
      });
      return { ...answer, route: ROUTE };
    },
  };
}
