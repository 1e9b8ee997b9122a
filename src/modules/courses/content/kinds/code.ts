import * as z from 'zod/mini';
import { defineBlockKind } from './kind';

/** The languages a snippet is highlighted in ('plaintext': none). */
export const CODE_LANGUAGES = [
  'plaintext',
  'javascript',
  'typescript',
  'python',
  'java',
  'csharp',
  'html',
  'css',
  'sql',
  'bash',
  'json',
] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** Code shown as written, highlighted, with a copy button; only its caption is translated. */
export const code = defineBlockKind({
  type: 'CodeBlockComponent',
  title: 'Code snippet',
  data: z.object({
    language: z.enum(CODE_LANGUAGES),
    code: z.string().check(z.maxLength(20_000)),
    caption: z.string().check(z.maxLength(300)),
  }),
  empty: () => ({ language: 'javascript' as const, code: '', caption: '' }),
  texts: (data) => [
    {
      key: 'caption',
      field: 'codeCaption',
      kind: 'text',
      source: data.caption,
      set: (d, caption) => ({ ...d, caption }),
    },
  ],
  completion: 'seen',
});
