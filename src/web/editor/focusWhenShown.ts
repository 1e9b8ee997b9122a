/** How long a just-added block's editor may take to appear (a rich-text editor mounts after its card). */
const WAIT_MS = 3_000;

const nowhere = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Puts the caret in a card's first field as soon as the field is on the page, and brings the card
 * into view; after WAIT_MS without a field, the card's first button takes the focus. Focus the
 * author has put somewhere else meanwhile stays there. Answers a stop for when the card goes.
 */
export function focusWhenShown(card: HTMLElement, fields: string[], buttons: string): () => void {
  const field = () => fields.map((selector) => card.querySelector<HTMLElement>(selector)).find(Boolean) ?? null;
  const take = (target: HTMLElement | null) => {
    stop();
    if (!target || !(nowhere() || card.contains(document.activeElement))) return;
    target.focus({ preventScroll: true });
    card.scrollIntoView({ block: 'nearest' });
  };
  const observer = new MutationObserver(() => {
    const found = field();
    if (found) take(found);
  });
  const timer = setTimeout(() => take(card.querySelector<HTMLElement>(buttons)), WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  const found = field();
  if (found) take(found);
  else
    observer.observe(card, { childList: true, subtree: true, attributes: true, attributeFilter: ['contenteditable'] });
  return stop;
}
