import type { TesseraModule } from '../../platform/composition/module';
import { translationAccess } from './access';
import type { Config } from '../../platform/config';
import type { HeavyWork } from '../../platform/workers/pool';
import type { Db } from '../../platform/db/database';
import type { EventStore } from '../../platform/eventstore/types';
import { findMemoryMatches } from './read-models/translation-memory-queries';
import { loadGlossary } from './glossary/glossary-commands';
import { translationRoutes } from './api';
import { apertiumEngine, openAiTranslationEngine, type TranslationEngine } from './engines';

export type MachineTranslation = { engine: TranslationEngine; problem(): Promise<string | null> };

/** An OpenAI-compatible server when one is set, else Apertium on this machine (the pairs it has installed). */
export function chooseTranslationEngine(config: Config): MachineTranslation {
  if (config.openai)
    return {
      engine: openAiTranslationEngine(config.openai, config.ai.timeoutSeconds * 1000),
      problem: async () => null,
    };
  const engine = apertiumEngine();
  return { engine, problem: () => engine.problem() };
}

/** SPEC §7 translation calls: languages, machine translation, a person's edits, review, stats and metrics. */
export function createTranslationModule(deps: {
  store: EventStore;
  db: Db;
  machine: MachineTranslation;
  /** Whether the organisation lets its authors translate (its Settings). */
  translationEnabled(orgId: string): Promise<boolean>;
  heavy: HeavyWork;
}): TesseraModule {
  const { store, db, machine, translationEnabled, heavy } = deps;
  const memory = (orgId: string) => async (pair: { from: string; to: string }, hashes: string[]) =>
    new Map([...(await findMemoryMatches(db, orgId, pair, hashes))].map(([hash, match]) => [hash, match.text]));
  return {
    name: 'translation',
    access: translationAccess,
    routes: translationRoutes({
      store,
      db,
      engine: machine.engine,
      engineProblem: machine.problem,
      memory,
      glossary: (orgId) => loadGlossary(store, orgId),
      translationEnabled,
      heavy,
    }),
  };
}
export { translationReadModels } from './read-models';
export { glossaryEventSchemas } from './glossary/events';
