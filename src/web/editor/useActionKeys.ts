import { useEffect, useRef } from 'react';
import { type EditorAction, performKeys } from './editorActions';

const isEditable = (element: Element | null) =>
  element instanceof HTMLElement &&
  (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));

/**
 * The keys of editor-wide actions, anywhere on the page outside text fields (where the browser's
 * own undo of typing applies): Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and redo the module.
 */
export function useActionKeys<C>(actions: readonly EditorAction<C>[], context: C) {
  const latest = useRef(context);
  latest.current = context;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isEditable(document.activeElement)) return;
      if (performKeys(actions, event, latest.current)) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions]);
}
