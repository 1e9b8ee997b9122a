import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useDraftRevision } from '../editor/DraftRevision';
import { useOthersInBlock } from '../editor/OthersInBlock';
import { withData, type BlockEditorProps } from './editorProps';
import { richTextExtensions } from './richText/extensions';
import { TextToolbar } from './TextToolbar';

/** What the editor last showed of the server's copy: its html and the revision it came with. */
type Synced = { html: string; revision: number };

/**
 * Rich text on TipTap. A newer value from outside (a co-author, an undo) is shown at once unless
 * the author is typing in this block; then their text stays, a notice says the block changed,
 * and their next save is based on the revision they started from, so it is answered with a choice.
 */
export function TextBlockEditor({ block, onChange }: BlockEditorProps<'TextBlockComponent'>) {
  const labelId = useId();
  const revision = useDraftRevision();
  const [changedBy] = useOthersInBlock();
  const { html } = block.data;
  const synced = useRef<Synced>({ html, revision });
  const latest = useRef({ block, onChange });
  latest.current = { block, onChange };
  const [outdated, setOutdated] = useState(false);

  const editor = useEditor({
    extensions: richTextExtensions,
    content: html,
    immediatelyRender: typeof window !== 'undefined',
    // The CSP allows no inline <style>: TipTap's few rules live in styles.css.
    injectCSS: false,
    editorProps: {
      attributes: { class: 'rich-text', role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId },
    },
    onUpdate: ({ editor: current }) => {
      const { block: value, onChange: report } = latest.current;
      report(withData(value, { html: current.getHTML() }), synced.current.revision);
    },
  });

  useEffect(() => {
    if (!editor) return;
    const shown = editor.getHTML();
    if (shown === html) {
      synced.current = { html, revision };
      setOutdated(false);
      return;
    }
    const typing = editor.isFocused && shown !== synced.current.html;
    if (typing) {
      setOutdated(true);
      return;
    }
    const { from } = editor.state.selection;
    editor.commands.setContent(html, { emitUpdate: false });
    if (editor.isFocused) editor.commands.setTextSelection(Math.min(from, editor.state.doc.content.size));
    synced.current = { html: editor.getHTML(), revision };
    setOutdated(false);
  }, [editor, html, revision]);

  return (
    <div className="field">
      <span id={labelId} className="field__label">
        Text
      </span>
      {editor && <TextToolbar editor={editor} />}
      {outdated && (
        <p className="rich-text__outdated" role="status">
          {changedBy ?? 'Someone else'} changed this block. Keep writing: when your text is saved, you choose which
          version to keep.
        </p>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
