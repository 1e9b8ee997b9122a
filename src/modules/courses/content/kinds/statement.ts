import * as z from 'zod/mini';
import { defineBlockKind } from './kind';

export const STATEMENT_STYLES = ['bold', 'bordered', 'note'] as const;
export type StatementStyle = (typeof STATEMENT_STYLES)[number];

/** A short emphatic text set apart in the theme's look: large and bold, in a frame, or as a note. */
export const statement = defineBlockKind({
  type: 'StatementBlockComponent',
  title: 'Statement',
  data: z.object({ text: z.string().check(z.maxLength(1000)), style: z.enum(STATEMENT_STYLES) }),
  empty: () => ({ text: '', style: 'bold' as const }),
  texts: (data) => [
    { key: 'text', field: 'statementText', kind: 'text', source: data.text, set: (d, text) => ({ ...d, text }) },
  ],
  completion: 'seen',
});
