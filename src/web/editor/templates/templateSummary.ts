import type { BlockType } from '../../../modules/courses/content';
import type { BlockTemplateSummary } from '../../api/blockTemplates';
import { BLOCK_LABELS } from '../../blocks/blockLabels';

/** How many types a template's line names before "and n more". */
const NAMED = 3;

/** What a template holds, in one line: "2 blocks: Text, Heading", "6 blocks: Text, Image, Quote and 3 more". */
export function templateSummary({ blockTypes }: Pick<BlockTemplateSummary, 'blockTypes'>): string {
  const names = blockTypes.map((type) => BLOCK_LABELS[type as BlockType] ?? 'Block');
  const count = names.length === 1 ? '1 block' : `${names.length} blocks`;
  const rest = names.length - NAMED;
  return `${count}: ${names.slice(0, NAMED).join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`;
}
