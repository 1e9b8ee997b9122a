import { sql } from 'kysely';
import type { ProjectionTransaction } from '../../../platform/projections/projection';
import type { Metric } from './metrics-daily-queries';

/** One member of a day's set: the day's distinct changes, modules and people. */
export type DayMember = { orgId: string; day: string; set: string; member: string };

const keyOf = (m: DayMember) => `${m.orgId}\u0000${m.day}\u0000${m.set}\u0000${m.member}`;

/**
 * A batch's counting in memory: which members the days' sets already hold (read once, for every
 * member the batch may add) and what the batch adds, written back in two statements.
 */
export class DayTally {
  private readonly members = new Set<string>();
  private readonly added: DayMember[] = [];
  private readonly sums = new Map<string, { orgId: string; day: string; metric: Metric; value: number }>();

  /** Reads which of `candidates` the days' sets hold already. */
  static async load(trx: ProjectionTransaction, candidates: DayMember[]): Promise<DayTally> {
    const tally = new DayTally();
    if (candidates.length === 0) return tally;
    const column = <K extends keyof DayMember>(k: K) => candidates.map((c) => c[k]);
    const { rows } = await sql<DayMember>`
      SELECT m.org_id AS "orgId", m.day, m.set_name AS "set", m.member FROM metrics_daily_members m
      JOIN unnest(${column('orgId')}::text[], ${column('day')}::text[], ${column('set')}::text[], ${column('member')}::text[])
        AS c(org_id, day, set_name, member) USING (org_id, day, set_name, member)`.execute(trx);
    for (const row of rows) tally.members.add(keyOf(row));
    return tally;
  }

  add(orgId: string, day: string, metric: Metric, by = 1): void {
    const key = `${orgId}\u0000${day}\u0000${metric}`;
    const sum = this.sums.get(key);
    if (sum) sum.value += by;
    else this.sums.set(key, { orgId, day, metric, value: by });
  }

  /** Adds the member to its day's set; true when it was not in it yet. */
  firstOfDay(member: DayMember): boolean {
    const key = keyOf(member);
    if (this.members.has(key)) return false;
    this.members.add(key);
    this.added.push(member);
    return true;
  }

  async write(trx: ProjectionTransaction): Promise<void> {
    if (this.added.length > 0) {
      const column = <K extends keyof DayMember>(k: K) => this.added.map((m) => m[k]);
      await sql`INSERT INTO metrics_daily_members (org_id, day, set_name, member)
        SELECT * FROM unnest(${column('orgId')}::text[], ${column('day')}::text[], ${column('set')}::text[], ${column('member')}::text[])
        ON CONFLICT DO NOTHING`.execute(trx);
    }
    if (this.sums.size > 0) {
      const sums = [...this.sums.values()];
      await sql`INSERT INTO metrics_daily (org_id, day, metric, value)
        SELECT * FROM unnest(${sums.map((s) => s.orgId)}::text[], ${sums.map((s) => s.day)}::text[],
          ${sums.map((s) => s.metric)}::text[], ${sums.map((s) => s.value)}::bigint[])
        ON CONFLICT (org_id, day, metric) DO UPDATE SET value = metrics_daily.value + EXCLUDED.value`.execute(trx);
    }
  }
}
