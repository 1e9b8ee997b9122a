import * as z from 'zod/mini';
import { defineBlockKind } from './kind';

export const DIVIDER_STYLES = ['line', 'dashed', 'dots'] as const;
export type DividerStyle = (typeof DIVIDER_STYLES)[number];

/** A visual break between parts of a module: no words, nothing to finish. */
export const divider = defineBlockKind({
  type: 'DividerBlockComponent',
  title: 'Divider',
  data: z.object({ style: z.enum(DIVIDER_STYLES) }),
  empty: () => ({ style: 'line' as const }),
  texts: () => [],
  completion: 'none',
});
