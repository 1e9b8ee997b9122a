import { useSyncExternalStore } from 'react';
import type { AssistAction } from './assistActions';

/**
 * What the author picked in a block's assistant menu, read by the block's panel: the menu sits in
 * the card's toolbar and the panel under its editor, two places of one card.
 */
export interface AssistChoice {
  /** New at every pick, the same action again included: the panel starts afresh. */
  id: number;
  action: AssistAction;
  /** Where the focus goes back when the panel closes: the menu's button. */
  trigger: HTMLElement | null;
}

const choices = new Map<string, AssistChoice>();
const listeners = new Set<() => void>();
let picks = 0;

function notify() {
  for (const listener of listeners) listener();
}

export function chooseAssist(blockId: string, action: AssistAction, trigger: HTMLElement | null): void {
  picks += 1;
  choices.set(blockId, { id: picks, action, trigger });
  notify();
}

export function closeAssist(blockId: string): void {
  if (choices.delete(blockId)) notify();
}

export const currentAssist = (blockId: string): AssistChoice | undefined => choices.get(blockId);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useAssistChoice(blockId: string): AssistChoice | undefined {
  return useSyncExternalStore(
    subscribe,
    () => currentAssist(blockId),
    () => undefined,
  );
}
