import type { BlockType } from '../../modules/courses/content';
import type { ChangeEntry } from '../api/authoring';
import { BLOCK_LABELS } from '../blocks/blockLabels';

type Touch = ChangeEntry['touches'][number];

/** What a change did besides its blocks; structure events (sections, pages) only carry block changes. */
const WHAT: Record<string, string> = {
  CourseRenamed: 'renamed the module',
  CourseDescribed: 'changed the description',
  CourseSettingsChanged: 'changed the settings',
  CourseTagsChanged: 'changed the labels',
  CourseThumbnailChanged: 'changed the thumbnail',
  CourseOwnerChanged: 'gave the module to someone else',
  CourseDeleted: 'deleted the module',
  CourseRestored: 'brought the module back',
  TranslationLanguagesChosen: 'changed the languages',
  SegmentsTranslated: 'updated a translation',
  TranslationReviewed: 'reviewed a translation',
  PlayerWordsChanged: 'changed the player’s words',
};

const KIND: Partial<Record<ChangeEntry['kind'], string>> = {
  create: 'created the module',
  undo: 'undid a change',
  redo: 'redid a change',
  restore: 'restored an earlier version',
  publish: 'published the module',
  unpublish: 'unpublished the module',
};

/** What a line names first: what appeared or went, before what was edited or moved. */
const WEIGHT: Record<Touch['action'], number> = { added: 0, deleted: 1, changed: 2, moved: 3 };

/** How many things one line names before "and 2 more". */
const NAMED = 2;

const noun = (blockType: string) => (BLOCK_LABELS[blockType as BlockType] ?? 'block').toLowerCase();
const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

function phrase({ action, blockType, label }: Touch): string {
  const what = noun(blockType);
  const named = label ? ` '${label}'` : '';
  return action === 'added' ? `added ${article(what)} ${what}${named}` : `${action} the ${what}${named}`;
}

/** One entry per block: a block added, or deleted, in a change was not also "changed" in it. */
function perBlock(touches: ChangeEntry['touches']): Touch[] {
  const byBlock = new Map<string, Touch>();
  for (const touch of touches) {
    const earlier = byBlock.get(touch.blockId);
    const keepEarlier = earlier && touch.action !== 'deleted' && ['added', 'deleted'].includes(earlier.action);
    byBlock.set(touch.blockId, keepEarlier ? { ...earlier, label: touch.label || earlier.label } : touch);
  }
  return [...byBlock.values()].sort((a, b) => WEIGHT[a.action] - WEIGHT[b.action]);
}

/** What a change did, in words: "changed the heading 'Why fire safety matters' and moved the image". */
export function changeSummary(change: ChangeEntry): string {
  const known = KIND[change.kind];
  if (known) return known;
  const parts = [
    ...perBlock(change.touches).map(phrase),
    ...new Set(change.eventTypes.map((type) => WHAT[type]).filter((part): part is string => !!part)),
  ];
  if (parts.length === 0) return 'saved';
  const named = parts.slice(0, NAMED);
  const more = parts.length - named.length;
  const last = more > 0 ? `${more} more ${more === 1 ? 'change' : 'changes'}` : named.pop();
  return named.length ? `${named.join(', ')} and ${last}` : (last ?? 'saved');
}
