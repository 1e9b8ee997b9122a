import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { RICH_TEXT } from '../../../modules/courses/content';

type HeadingLevel = (typeof RICH_TEXT.headingLevels)[number];

const linkable = (url: string) => RICH_TEXT.linkSchemes.some((scheme) => url.toLowerCase().startsWith(`${scheme}:`));

/**
 * The editor's schema is the stored rich text's (RICH_TEXT): what it cannot hold (fonts, colours,
 * images, tables, rules) is dropped as it is pasted, so the editor shows only what will be kept.
 */
const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [...RICH_TEXT.headingLevels] as HeadingLevel[] },
    horizontalRule: false,
    codeBlock: { languageClassPrefix: null, defaultLanguage: null },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: [],
      HTMLAttributes: { ...RICH_TEXT.link, class: null },
      isAllowedUri: linkable,
    },
  }),
  Placeholder.configure({ placeholder: 'Start writing…' }),
];

/**
 * The editor options every rich-text field shares: our schema, no injected <style> (the CSP allows
 * none; TipTap's few rules live in styles.css), and the field's accessible name and language.
 */
export const richTextEditorOptions = (attributes: Record<string, string>) => ({
  extensions: richTextExtensions,
  immediatelyRender: typeof window !== 'undefined',
  injectCSS: false,
  editorProps: { attributes: { class: 'rich-text', role: 'textbox', 'aria-multiline': 'true', ...attributes } },
});
