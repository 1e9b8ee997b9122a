import type * as z from 'zod/mini';
import { accordion } from './accordion';
import { attachment } from './attachment';
import { buttons } from './buttons';
import { chart } from './chart';
import { code } from './code';
import { continueDivider } from './continue';
import { divider } from './divider';
import { flashcards } from './flashcards';
import { gallery } from './gallery';
import type { BlockKind, KindText } from './kind';
import { labeledGraphic } from './labeled-graphic';
import { list } from './list';
import { process } from './process';
import { quote } from './quote';
import { scenario } from './scenario';
import { sorting } from './sorting';
import { statement } from './statement';
import { tabs } from './tabs';
import { timeline } from './timeline';

export type { KindCompletion, KindText, TextKind } from './kind';
export { CARD_LAYOUTS } from './flashcards';
export { ITEM_ID_LENGTH, type TitledItem } from './items';
export { emptyButton, MAX_BUTTONS, type StackButton } from './buttons';
export {
  type ChartRow,
  type ChartSeries,
  type ChartType,
  MAX_CHART_ROWS,
  MAX_CHART_SERIES,
} from './chart';
export { CODE_LANGUAGES, type CodeLanguage } from './code';
export type { DividerStyle } from './divider';
export { emptyGalleryImage, GALLERY_LAYOUTS, type GalleryImage, type GalleryLayout } from './gallery';
export { emptyMarker, type GraphicMarker } from './labeled-graphic';
export { ALT_MAX_LENGTH, isFileAddress, isPlayableFileAddress } from './media';
export { type ListItem, type ListStyle, MAX_LIST_ITEMS } from './list';
export type { StatementStyle } from './statement';
export {
  emptyChoice,
  emptyEnd,
  MAX_CHOICES,
  MAX_ENDS,
  MAX_SCENES,
  type ScenarioChoice,
  type ScenarioData,
  type ScenarioEnd,
  type ScenarioScene,
} from './scenario';
export { mapScenario, type ScenarioStep } from './scenario-paths';
export {
  MAX_PILES,
  MAX_SORT_ITEMS,
  MIN_PILES,
  type SortImage,
  type SortingData,
  type SortItem,
  type SortPile,
} from './sorting';

/** Every block type beyond the spec's eleven: adding one is its file here and its line below. */
export const BLOCK_KINDS = [
  accordion,
  tabs,
  statement,
  quote,
  list,
  divider,
  buttons,
  flashcards,
  process,
  timeline,
  scenario,
  chart,
  code,
  continueDivider,
  sorting,
  labeledGraphic,
  gallery,
  attachment,
] as const;

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

/** The files a kind block shows or offers, which a package carries (none for the spec's own types, nor yet given). */
export const kindMedia = (block: { type: string; data: unknown }): string[] =>
  (kindOf(block.type)?.media?.(block.data) ?? []).filter(Boolean);
