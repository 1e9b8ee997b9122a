import { type Editor, useEditorState } from '@tiptap/react';
import { Bold, Italic, Link2, List, ListOrdered, Underline } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { RICH_TEXT } from '../../modules/courses/content';
import { IconButton } from '../components/Buttons';
import { LinkForm } from './LinkForm';

type Level = (typeof RICH_TEXT.headingLevels)[number];
const STYLE_NAMES: Record<'paragraph' | Level, string> = {
  paragraph: 'Normal text',
  2: 'Large heading',
  3: 'Medium heading',
  4: 'Small heading',
};

const MARKS = [
  {
    name: 'bold',
    label: 'Bold',
    keys: 'Ctrl+B',
    Icon: Bold,
    toggle: (e: Editor) => e.chain().focus().toggleBold().run(),
  },
  {
    name: 'italic',
    label: 'Italic',
    keys: 'Ctrl+I',
    Icon: Italic,
    toggle: (e: Editor) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: 'underline',
    label: 'Underline',
    keys: 'Ctrl+U',
    Icon: Underline,
    toggle: (e: Editor) => e.chain().focus().toggleUnderline().run(),
  },
  {
    name: 'bulletList',
    label: 'Bulleted list',
    keys: 'Ctrl+Shift+8',
    Icon: List,
    toggle: (e: Editor) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'orderedList',
    label: 'Numbered list',
    keys: 'Ctrl+Shift+7',
    Icon: ListOrdered,
    toggle: (e: Editor) => e.chain().focus().toggleOrderedList().run(),
  },
] as const;

/**
 * Paragraph style, marks and lists, each showing whether it applies where the caret is; links by
 * address; then `extra`, the tools given from outside (a text block's: the assistant's dictation,
 * when it is on and the text is in the language it hears).
 */
export function TextToolbar({ editor, extra }: { editor: Editor; extra?: ReactNode }) {
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: Object.fromEntries(MARKS.map((m) => [m.name, e.isActive(m.name)])) as Record<string, boolean>,
      link: e.isActive('link'),
      level: (RICH_TEXT.headingLevels.find((level) => e.isActive('heading', { level })) ?? 'paragraph') as
        | 'paragraph'
        | Level,
    }),
  });

  const setStyle = (style: string) => {
    const chain = editor.chain().focus();
    if (style === 'paragraph') chain.setParagraph().run();
    else chain.setHeading({ level: Number(style) as Level }).run();
  };
  /** Nothing selected and no link at the caret: the form asks for the words to link as well. */
  const [needsText, setNeedsText] = useState(false);
  const openLinkForm = useCallback(() => {
    setNeedsText(editor.state.selection.empty && !editor.isActive('link'));
    setLinking(true);
  }, [editor]);
  const applyLink = (href: string, text?: string) => {
    setLinking(false);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (text) chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
  };
  const keepSelection = (event: { preventDefault: () => void }) => event.preventDefault();
  useEffect(() => {
    const openOnCtrlK = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openLinkForm();
      }
    };
    const dom = editor.view.dom;
    dom.addEventListener('keydown', openOnCtrlK);
    return () => dom.removeEventListener('keydown', openOnCtrlK);
  }, [editor, openLinkForm]);

  return (
    <>
      <div className="text-toolbar" role="toolbar" aria-label="Text formatting">
        <select
          aria-label="Paragraph style"
          className="text-toolbar__style"
          value={state.level}
          onChange={(event) => setStyle(event.target.value)}
        >
          {Object.entries(STYLE_NAMES).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
        {MARKS.map(({ name, label, keys, Icon, toggle }) => (
          <IconButton
            key={name}
            label={label}
            title={`${label} (${keys})`}
            aria-pressed={state.active[name]}
            onMouseDown={keepSelection}
            onClick={() => toggle(editor)}
          >
            <Icon aria-hidden="true" size={18} />
          </IconButton>
        ))}
        <IconButton
          label="Link"
          title="Link (Ctrl+K)"
          aria-pressed={state.link}
          aria-expanded={linking}
          onMouseDown={keepSelection}
          onClick={() => (state.link ? editor.chain().focus().unsetLink().run() : openLinkForm())}
        >
          <Link2 aria-hidden="true" size={18} />
        </IconButton>
        {extra}
      </div>
      {linking && (
        <LinkForm
          askText={needsText}
          onApply={applyLink}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      )}
    </>
  );
}
