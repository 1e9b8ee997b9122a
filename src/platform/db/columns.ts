import type { ColumnType } from 'kysely';

/**
 * The column types tables use, as written in their CREATE TABLE, with what the drivers read them
 * as and what a write may give. int8 comes back as a string from pg and as a number from PGlite
 * (a bigint past 2^53); jsonb is read parsed and written as JSON text (pg would write an array as
 * a Postgres array), its shape named per column by the table's owner.
 */
type Kinds = {
  text: { read: string; write: string };
  integer: { read: number; write: number };
  bigint: { read: string | number | bigint; write: string | number | bigint };
  real: { read: number; write: number };
  boolean: { read: boolean; write: boolean };
  timestamptz: { read: Date; write: Date | string };
  jsonb: { read: unknown; write: string };
  'text[]': { read: string[]; write: string[] };
  tsvector: { read: string; write: never };
};

export type ColumnKind = keyof Kinds;

/**
 * One column as its CREATE TABLE makes it: the type, then ` null` when it may be null, ` default`
 * when an insert may leave it out (a DEFAULT), or ` generated` when the database always computes it
 * (GENERATED ALWAYS, an identity). tests/integration/db/table-types.test.ts holds every declared
 * table to the migrated database.
 */
export type ColumnSpec =
  | ColumnKind
  | `${ColumnKind} null`
  | `${ColumnKind} default`
  | `${ColumnKind} null default`
  | `${ColumnKind} generated`;

/** A table's columns, by name: the runtime description its TypeScript type is derived from. */
export type ColumnSpecs = Readonly<Record<string, ColumnSpec>>;

type KindOf<S extends ColumnSpec> = S extends `${infer K extends ColumnKind} ${string}` ? K : S & ColumnKind;

/** jsonb reads as its named shape (unknown when none is named); another kind may be narrowed (a text column to a union of words). */
type Read<S extends ColumnSpec, Shape> = KindOf<S> extends 'jsonb' ? Shape : Shape & Kinds[KindOf<S>]['read'];
type Write<S extends ColumnSpec> = Kinds[KindOf<S>]['write'];

type Column<S extends ColumnSpec, Shape> = S extends `${string} generated`
  ? ColumnType<Read<S, Shape>, never, never>
  : S extends `${string} null default`
    ? ColumnType<Read<S, Shape> | null, Write<S> | null | undefined, Write<S> | null>
    : S extends `${string} null`
      ? ColumnType<Read<S, Shape> | null, Write<S> | null | undefined, Write<S> | null>
      : S extends `${string} default`
        ? ColumnType<Read<S, Shape>, Write<S> | undefined, Write<S>>
        : ColumnType<Read<S, Shape>, Write<S>, Write<S>>;

/**
 * The Kysely row type of a table described by `C`. `Shapes` names what some columns hold beyond
 * their SQL type: a jsonb column's shape (else unknown), a text column's words.
 */
export type TableOf<C extends ColumnSpecs, Shapes extends { [K in keyof C]?: unknown } = object> = {
  -readonly [K in keyof C]: Column<C[K], K extends keyof Shapes ? Shapes[K] : unknown>;
};

/** A Kysely database type of tables described by `T`, with `Shapes` per table as in `TableOf`. */
export type TablesOf<
  T extends Readonly<Record<string, ColumnSpecs>>,
  Shapes extends { [Tb in keyof T]?: { [K in keyof T[Tb]]?: unknown } } = object,
> = {
  -readonly [Tb in keyof T]: TableOf<T[Tb], Tb extends keyof Shapes ? NonNullable<Shapes[Tb]> : object>;
};
