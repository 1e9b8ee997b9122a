import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { coursesTables } from './tables';

/** One language across the organisation: how many modules are in each state, and the fields translated of all. */
export type LanguageStats = {
  lang: string;
  modules: number;
  states: Record<string, number>;
  translated: number;
  total: number;
  outdated: number;
};

export async function translationStats(db: Db, orgId: string): Promise<LanguageStats[]> {
  const { rows } = await sql<{
    lang: string;
    state: string;
    modules: number;
    translated: number;
    total: number;
    outdated: number;
  }>`
    SELECT lang, state, count(*)::int AS modules, sum(translated)::int AS translated, sum(total)::int AS total,
      sum(outdated)::int AS outdated
    FROM course_translation_status WHERE org_id = ${orgId} GROUP BY lang, state ORDER BY lang, state`.execute(db);
  const byLang = new Map<string, LanguageStats>();
  for (const r of rows) {
    const stats = byLang.get(r.lang) ?? { lang: r.lang, modules: 0, states: {}, translated: 0, total: 0, outdated: 0 };
    stats.modules += r.modules;
    stats.states[r.state] = r.modules;
    stats.translated += r.translated;
    stats.total += r.total;
    stats.outdated += r.outdated;
    byLang.set(r.lang, stats);
  }
  return [...byLang.values()];
}

export type TranslationMetricRow = {
  courseId: string;
  title: string;
  lang: string;
  state: string;
  translated: number;
  total: number;
  outdated: number;
  human: number;
  updatedAt: string;
};

/** Every translated language of every module, the latest change first, a page at a time. */
export async function translationMetrics(db: Db, orgId: string, page: { pageNum: number; pageSize: number }) {
  const offset = (page.pageNum - 1) * page.pageSize;
  const [{ rows }, count] = await Promise.all([
    sql<TranslationMetricRow>`
      SELECT s.course_id AS "courseId", coalesce(l.title, '') AS title, s.lang, s.state, s.translated, s.total,
        s.outdated, s.human, s.updated_at AS "updatedAt"
      FROM course_translation_status s LEFT JOIN course_list l ON l.course_id = s.course_id
      WHERE s.org_id = ${orgId}
      ORDER BY s.updated_at DESC, s.course_id, s.lang
      LIMIT ${page.pageSize} OFFSET ${offset}`.execute(db),
    coursesTables(db)
      .selectFrom('course_translation_status')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
      .where('org_id', '=', orgId)
      .execute(),
  ]);
  return { rows, total: count[0]?.total ?? 0 };
}

export type ModuleTranslationMetrics = {
  courseId: string;
  title: string;
  languages: string[];
  /** Languages a reviewer marked translated. */
  reviewedLanguages: string[];
  /** Segments over all its languages: each language counts the module's segments once. */
  segments: number;
  translated: number;
  /** By a person (typed or imported). */
  human: number;
  /** By an engine or the translation memory. */
  machine: number;
  outdated: number;
  updatedAt: string;
};

/** Each module with translations: its languages and segment counts summed over them, the latest change first. */
export async function translationMetricsPerModule(db: Db, orgId: string, page: { pageNum: number; pageSize: number }) {
  const offset = (page.pageNum - 1) * page.pageSize;
  const [{ rows }, count] = await Promise.all([
    sql<ModuleTranslationMetrics>`
      SELECT s.course_id AS "courseId", coalesce(max(l.title), '') AS title,
        array_agg(s.lang ORDER BY s.lang) AS languages,
        coalesce(array_agg(s.lang ORDER BY s.lang) FILTER (WHERE s.state = 'translated'), '{}') AS "reviewedLanguages",
        sum(s.total)::int AS segments, sum(s.translated)::int AS translated, sum(s.human)::int AS human,
        (sum(s.translated) - sum(s.human))::int AS machine, sum(s.outdated)::int AS outdated,
        max(s.updated_at) AS "updatedAt"
      FROM course_translation_status s LEFT JOIN course_list l ON l.course_id = s.course_id
      WHERE s.org_id = ${orgId}
      GROUP BY s.course_id
      ORDER BY max(s.updated_at) DESC, s.course_id
      LIMIT ${page.pageSize} OFFSET ${offset}`.execute(db),
    coursesTables(db)
      .selectFrom('course_translation_status')
      .select((eb) => eb.cast<number>(eb.fn.count('course_id').distinct(), 'integer').as('total'))
      .where('org_id', '=', orgId)
      .execute(),
  ]);
  return { rows, total: count[0]?.total ?? 0 };
}
