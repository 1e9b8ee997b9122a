import type { CodeLanguage } from '../../../../modules/courses/content';

/** Each language's own name, the same in every language (plain text excepted: the player says "Code"). */
export const LANGUAGE_NAMES: Record<CodeLanguage, string> = {
  plaintext: 'Plain text',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
  java: 'Java',
  csharp: 'C#',
  html: 'HTML',
  css: 'CSS',
  sql: 'SQL',
  bash: 'Shell',
  json: 'JSON',
};
