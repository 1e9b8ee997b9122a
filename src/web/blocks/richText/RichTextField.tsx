import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { TextToolbar } from '../TextToolbar';
import { richTextEditorOptions } from './extensions';

interface RichTextFieldProps {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  labelledBy: string;
  /** The language and direction of the text, for spelling, speech and layout (the page's when not given). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/** Rich text with its toolbar, for a value kept by its owner; a new value from outside shows unless the field is focused. */
export function RichTextField({ value, onChange, onBlur, labelledBy, lang, dir }: RichTextFieldProps) {
  const latest = useRef({ onChange, onBlur });
  latest.current = { onChange, onBlur };
  const editor = useEditor({
    ...richTextEditorOptions({ 'aria-labelledby': labelledBy, ...(lang ? { lang } : {}), ...(dir ? { dir } : {}) }),
    content: value,
    onUpdate: ({ editor: current }) => latest.current.onChange(current.getHTML()),
    onBlur: () => latest.current.onBlur?.(),
  });
  useEffect(() => {
    if (!editor || editor.isFocused || editor.getHTML() === value) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className="rich-text-field">
      {editor && <TextToolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
