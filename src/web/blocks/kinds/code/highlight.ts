import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import type { CodeLanguage } from '../../../../modules/courses/content';

/** Only the languages a snippet offers (highlight.js's core knows none): this file is in the code view's chunk alone. */
const GRAMMARS = { bash, csharp, css, java, javascript, json, python, sql, typescript, html: xml } as const;
for (const [name, grammar] of Object.entries(GRAMMARS)) hljs.registerLanguage(name, grammar);

/** The code as HTML, its parts in highlight.js's classes (the code's own text escaped by it). */
export const highlighted = (code: string, language: Exclude<CodeLanguage, 'plaintext'>) =>
  hljs.highlight(code, { language, ignoreIllegals: true }).value;
