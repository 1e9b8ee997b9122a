import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { useContext, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useBlockToolbarSlot } from './BlockToolbarSlot';
import { StartsNearScreen } from './StartsNearScreen';
import { useDraftRevision } from './DraftRevision';
import { useHeldEdit } from './HeldEdits';
import { withData, type BlockEditorProps } from './editorProps';
import { richTextEditorOptions } from './richText/extensions';
import { TextToolbar } from './TextToolbar';
import { useTextToolsHook } from './TextToolsSlot';
import { TextView } from './textViews';

/** What the editor last showed of the server's copy: its html and the revision it came with. */
type Synced = { html: string; revision: number };

/**
 * Rich text on TipTap. A newer value from outside (a co-author, an undo) is shown at once, the
 * caret kept where it was; edits report the revision the text they started from came with.
 */
export function TextBlockEditor(props: BlockEditorProps<'TextBlockComponent'>) {
  const labelId = useId();
  const near = useNearViewport(useContext(StartsNearScreen));
  return (
    <div className="text-block">
      <span id={labelId} className="visually-hidden">
        Text
      </span>
      {near.current ? (
        <RichTextEditor {...props} labelId={labelId} />
      ) : (
        <div ref={near.ref}>
          <TextView block={props.block} />
        </div>
      )}
    </div>
  );
}

/**
 * True once the element comes within a screen or so of the viewport, and from then on: a module of
 * hundreds of text blocks starts one editor engine per block the author can reach, not per block.
 */
function useNearViewport(already: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(already);
  useEffect(() => {
    const element = ref.current;
    if (current || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setCurrent(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setCurrent(true);
    }, NEAR);
    observer.observe(element);
    return () => observer.disconnect();
  }, [current]);
  return { ref, current };
}

const NEAR: IntersectionObserverInit = { rootMargin: '800px 0px' };

function RichTextEditor({ block, onChange, labelId }: BlockEditorProps<'TextBlockComponent'> & { labelId: string }) {
  const revision = useDraftRevision();
  const { html } = block.data;
  const synced = useRef<Synced>({ html, revision });
  const latest = useRef({ block, onChange });
  latest.current = { block, onChange };

  const editorRef = useRef<Editor | null>(null);
  // Key by key the text stays here; the draft (and the module's list) hears of it once typing pauses.
  const { later, now, isHeld } = useHeldEdit(() => {
    const current = editorRef.current;
    if (!current) return;
    const { block: value, onChange: report } = latest.current;
    report(withData(value, { html: current.getHTML() }), synced.current.revision);
  });
  const editor = useEditor({
    ...richTextEditorOptions({ 'aria-labelledby': labelId }),
    content: html,
    onUpdate: later,
    onBlur: now,
  });
  editorRef.current = editor;

  useEffect(() => {
    if (!editor) return;
    const shown = editor.getHTML();
    if (shown !== html) {
      // While the author types here (or their edit is held) their text stays; their save, based where they started, settles it.
      if ((editor.isFocused || isHeld()) && shown !== synced.current.html) return;
      const { from } = editor.state.selection;
      editor.commands.setContent(html, { emitUpdate: false });
      if (editor.isFocused) editor.commands.setTextSelection(Math.min(from, editor.state.doc.content.size));
    }
    synced.current = { html: editor.getHTML(), revision };
  }, [editor, html, revision, isHeld]);

  const slot = useBlockToolbarSlot();
  // The tools of whoever fills the slot (the assistant's dictation), used as this editor's own hook.
  const useTextTools = useTextToolsHook();
  const tools = useTextTools(editor);
  const toolbar = editor && <TextToolbar editor={editor} extra={tools?.button} />;
  return (
    <>
      {slot && toolbar ? createPortal(toolbar, slot) : toolbar}
      {tools?.panel}
      <EditorContent editor={editor} />
    </>
  );
}
