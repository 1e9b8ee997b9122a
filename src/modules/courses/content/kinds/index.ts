import type * as z from 'zod/mini';
import { accordion } from './accordion';
import type { BlockKind, KindText } from './kind';
import { tabs } from './tabs';

export type { KindText, TextKind } from './kind';
export { ITEM_ID_LENGTH, type TitledItem } from './items';

/** Every block type beyond the spec's eleven: adding one is its file here and its line below. */
export const BLOCK_KINDS = [accordion, tabs] as const;

type Kinds = (typeof BLOCK_KINDS)[number];
export type KindType = Kinds['type'];
export const KIND_TYPES = BLOCK_KINDS.map((k) => k.type) as KindType[];

/** Each kind's data schema, by its type. */
export const KIND_SCHEMAS = Object.fromEntries(BLOCK_KINDS.map((k) => [k.type, k.data])) as {
  [K in Kinds as K['type']]: K['data'];
};
export type KindData<T extends KindType> = z.infer<(typeof KIND_SCHEMAS)[T]>;

const byType = new Map<string, BlockKind>(BLOCK_KINDS.map((k) => [k.type, k as unknown as BlockKind]));

/** The kind of a block type, or undefined for one of the spec's own types. */
export const kindOf = (type: string): BlockKind | undefined => byType.get(type);

/** A kind block's texts; none for the spec's own types (they have their own rules). */
export const kindTexts = (block: { type: string; data: unknown }): KindText<unknown>[] =>
  kindOf(block.type)?.texts(block.data) ?? [];
