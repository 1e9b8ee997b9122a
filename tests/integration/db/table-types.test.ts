import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColumnSpecs } from '../../../src/platform/db/columns';
import type { Database } from '../../../src/platform/db/database';
import { databaseLabel, openTestDatabase } from '../../support/database';
import { importGraph } from '../../support/import-graph';

const ROOT = resolve(import.meta.dirname, '../../..');
const MODULES = join(ROOT, 'src/modules');

type Declared = { module: string; table: string; columns: ColumnSpecs };

/** Each module's declared tables: the `<module>Columns` export of its read-models/tables.ts. */
async function declaredTables(): Promise<Declared[]> {
  const declared: Declared[] = [];
  for (const module of readdirSync(MODULES).sort()) {
    const file = join(MODULES, module, 'read-models/tables.ts');
    if (!existsSync(file)) continue;
    const exported = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const tables = exported[`${module}Columns`] as Record<string, ColumnSpecs> | undefined;
    if (!tables) throw new Error(`src/modules/${module}/read-models/tables.ts exports no ${module}Columns`);
    for (const [table, columns] of Object.entries(tables)) declared.push({ module, table, columns });
  }
  return declared;
}

/** information_schema's names for the kinds a ColumnSpec knows; arrays are `ARRAY` with their element's udt_name. */
const KINDS: Record<string, string> = {
  text: 'text',
  integer: 'integer',
  bigint: 'bigint',
  real: 'real',
  boolean: 'boolean',
  'timestamp with time zone': 'timestamptz',
  jsonb: 'jsonb',
  tsvector: 'tsvector',
};

type SchemaColumn = {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  is_generated: 'ALWAYS' | 'NEVER';
};

/** A column of the migrated database written as a ColumnSpec: what its declaration must say. */
function specOf(c: SchemaColumn): string {
  const kind = c.data_type === 'ARRAY' ? `${c.udt_name.replace(/^_/, '')}[]` : (KINDS[c.data_type] ?? c.data_type);
  if (c.is_identity === 'YES' || c.is_generated === 'ALWAYS') return `${kind} generated`;
  return `${kind}${c.is_nullable === 'YES' ? ' null' : ''}${c.column_default !== null ? ' default' : ''}`;
}

/** Where each table is created: the module whose source holds its CREATE TABLE, or the platform. */
function creators(): Map<string, string> {
  const owners = new Map<string, string>();
  const src = join(ROOT, 'src');
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts')) continue;
    const [top, module] = file.split('/');
    for (const [, table] of readFileSync(join(src, file), 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)/g))
      owners.set(
        table!,
        top === 'modules' ? `${module}${file.includes('/read-models/') ? ' read model' : ''}` : 'platform',
      );
  }
  return owners;
}

describe(`each module's declared table types match its migrated tables (${databaseLabel})`, () => {
  let database: Database;
  let declared: Declared[];
  beforeAll(async () => {
    database = await openTestDatabase();
    declared = await declaredTables();
  });
  afterAll(() => database.close());

  it('declares tables in most modules (the search sees them)', () => {
    expect(new Set(declared.map((d) => d.module)).size).toBeGreaterThanOrEqual(10);
    expect(declared.some((d) => d.table === 'users')).toBe(true);
  });

  it('every declared column is in its table, with its type, nullability and default; every column of the table is declared', async () => {
    const { rows } = await sql<SchemaColumn>`
      SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, is_identity, is_generated
      FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ANY(${declared.map((d) => d.table)}::text[])`.execute(
      database.db,
    );
    const inDatabase = new Map<string, Record<string, string>>();
    for (const c of rows) inDatabase.set(c.table_name, { ...inDatabase.get(c.table_name), [c.column_name]: specOf(c) });
    const mismatches = declared.flatMap(({ module, table, columns }) => {
      const actual = inDatabase.get(table);
      if (!actual) return [`${module}: ${table} is no table of the migrated database`];
      const names = [...new Set([...Object.keys(columns), ...Object.keys(actual)])].sort();
      return names.flatMap((name) =>
        columns[name] === actual[name]
          ? []
          : [
              `${module}: ${table}.${name} is declared ${columns[name] ?? '(not at all)'}, the database has ${actual[name] ?? '(no such column)'}`,
            ],
      );
    });
    expect(mismatches).toEqual([]);
  });

  it('each module declares only the tables it creates, and every read model table is declared', () => {
    const created = creators();
    const wrongOwner = declared.flatMap(({ module, table }) => {
      const creator = created.get(table)?.replace(/ read model$/, '');
      return creator === module ? [] : [`${module} declares ${table}, created by ${creator ?? 'no one'}`];
    });
    expect(wrongOwner).toEqual([]);
    const names = new Set(declared.map((d) => d.table));
    const undeclared = [...created]
      .filter(([table, creator]) => creator.endsWith(' read model') && !names.has(table))
      .map(([table, creator]) => `${table} (${creator})`);
    expect(undeclared).toEqual([]);
  });

  it('only tables.ts types tables, and only its own module reads it (not through index.ts): no module types another’s tables', () => {
    const src = join(ROOT, 'src');
    const typing = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/^modules\/\w+\/read-models\/tables\.ts$/.test(file))
      .filter((file) => /\bwithTables\s*</.test(readFileSync(join(src, file), 'utf8')));
    expect(typing).toEqual([]);
    const crossing = importGraph(ROOT, 'src')
      .filter((e) => /^src\/modules\/\w+\/read-models\/tables\.ts$/.test(e.to))
      .filter((e) => e.from.split('/')[2] !== e.to.split('/')[2] || /^src\/modules\/\w+\/index\.ts$/.test(e.from))
      .map((e) => `${e.from} imports ${e.to}`);
    expect(crossing).toEqual([]);
  });
});
