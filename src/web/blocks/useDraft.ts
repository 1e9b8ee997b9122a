import { useState } from 'react';

interface DraftCodec<V> {
  /** The value the text means, or undefined while it is not acceptable. */
  read: (text: string) => V | undefined;
  format: (value: V) => string;
}

/**
 * A text control whose typing stays on screen while only acceptable values reach the block.
 * A new value from outside (a collaborator, an undo) replaces the text unless the text already means it.
 */
export function useDraft<V>(value: V, codec: DraftCodec<V>, commit: (value: V) => void) {
  const shown = codec.format(value);
  const [text, setText] = useState(shown);
  const [seen, setSeen] = useState(shown);
  if (shown !== seen) {
    setSeen(shown);
    const meant = codec.read(text);
    if (meant === undefined || codec.format(meant) !== shown) setText(shown);
  }
  const change = (next: string) => {
    setText(next);
    const parsed = codec.read(next);
    if (parsed !== undefined && codec.format(parsed) !== shown) commit(parsed);
  };
  return { text, valid: codec.read(text) !== undefined, change };
}
