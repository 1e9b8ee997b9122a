import { MessageSquare } from 'lucide-react';

/** Opens a block's comments; shows how many are open (replies included). */
export function CommentsButton({ count, label, onOpen }: { count: number; label: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      className="comments-button"
      aria-label={`Comments on ${label}: ${count} open`}
      title="Comments"
      onClick={onOpen}
    >
      <MessageSquare aria-hidden="true" size={16} /> <span>{count}</span>
    </button>
  );
}
