import { sql } from 'kysely';
import type { Migrations } from '../db/migrations';
import { START, type Position } from '../eventstore/types';
import type { Db } from '../db/database';

/** Where each store follower (projection, relay) got to; written with the work it covers. */
export const checkpointMigrations: Migrations = {
  '2026_11_22_01_checkpoints': {
    async up(db) {
      await sql`
        CREATE TABLE checkpoints (
          name text PRIMARY KEY,
          commit_position numeric(20) NOT NULL,
          prepare_position numeric(20) NOT NULL,
          updated_at timestamptz NOT NULL DEFAULT now()
        )`.execute(db);
    },
  },
};

type AnyDb = Db;

export async function readCheckpoint(db: AnyDb, name: string): Promise<Position | null> {
  const { rows } = await sql<{ c: string; p: string }>`
    SELECT commit_position::text AS c, prepare_position::text AS p FROM checkpoints WHERE name = ${name}`.execute(db);
  const row = rows[0];
  return row ? { commit: BigInt(row.c), prepare: BigInt(row.p) } : null;
}

/** Several checkpoints in one read; names with none are left out. */
export async function readCheckpoints(db: AnyDb, names: readonly string[]): Promise<Map<string, Position>> {
  const { rows } = await sql<{ name: string; c: string; p: string }>`
    SELECT name, commit_position::text AS c, prepare_position::text AS p FROM checkpoints
    WHERE name = ANY(${names as string[]}::text[])`.execute(db);
  return new Map(rows.map((r) => [r.name, { commit: BigInt(r.c), prepare: BigInt(r.p) }]));
}

/** Moves a checkpoint forward, never back: a late write of an older position changes nothing. */
export async function writeCheckpoint(db: AnyDb, name: string, position: Position): Promise<void> {
  await writeCheckpoints(db, new Map([[name, position]]));
}

/** Moves several checkpoints forward in one statement. */
export async function writeCheckpoints(db: AnyDb, positions: ReadonlyMap<string, Position>): Promise<void> {
  const entries = [...positions];
  await sql`
    INSERT INTO checkpoints (name, commit_position, prepare_position)
    SELECT * FROM unnest(${entries.map(([name]) => name)}::text[],
      ${entries.map(([, p]) => p.commit.toString())}::numeric[], ${entries.map(([, p]) => p.prepare.toString())}::numeric[])
    ON CONFLICT (name) DO UPDATE SET commit_position = EXCLUDED.commit_position,
      prepare_position = EXCLUDED.prepare_position, updated_at = now()
    WHERE (checkpoints.commit_position, checkpoints.prepare_position)
      < (EXCLUDED.commit_position, EXCLUDED.prepare_position)`.execute(db);
}

export async function deleteCheckpoint(db: AnyDb, name: string): Promise<void> {
  await sql`DELETE FROM checkpoints WHERE name = ${name}`.execute(db);
}

export const readCheckpointOrStart = async (db: AnyDb, name: string) => (await readCheckpoint(db, name)) ?? START;
