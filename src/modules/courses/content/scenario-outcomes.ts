import { sha256 } from './hash';
import type { ScenarioData, ScenarioEnd } from './kinds/scenario';

/** An end as learners receive it: its outcome only as a hash. */
export type LearnerEnd = Omit<ScenarioEnd, 'success'> & { outcome: string };
/** A scenario as learners receive it. */
export type LearnerScenario = Omit<ScenarioData, 'ends'> & { ends: LearnerEnd[] };

/**
 * The scenario's id and the end's salt the hash, so two ends (or two scenarios) with the same
 * outcome do not look alike; a learner's copy holds hashes only (SPEC §5, as for questions).
 */
const outcomeHash = (scenarioId: string, endId: string, success: boolean) =>
  sha256(`${scenarioId}:${endId}:${success ? 'success' : 'other'}`);

/** The scenario as learners receive it: whether each end is a success, only hashed. */
export async function learnerScenario(scenarioId: string, data: ScenarioData): Promise<LearnerScenario> {
  const ends = await Promise.all(
    data.ends.map(async ({ success, ...end }) => ({ ...end, outcome: await outcomeHash(scenarioId, end.id, success) })),
  );
  return { ...data, ends };
}

/** Whether reaching `end` is a success: said by an author's copy, found by hashing in a learner's. */
export async function isSuccessEnd(scenarioId: string, end: ScenarioEnd | LearnerEnd): Promise<boolean> {
  if ('success' in end) return end.success;
  return end.outcome === (await outcomeHash(scenarioId, end.id, true));
}
