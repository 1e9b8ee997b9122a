import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Mention } from '../api/comments';
import { memberQueries } from '../api/members';
import { Button, SubmitButton } from '../components/Buttons';

const MENTION_AT_END = /@([\p{L}\p{N}._-]*)$/u;

/** A comment box: Ctrl+Enter or the button sends; typing @ offers the organisation's people to mention. */
export function Composer({
  label,
  initial = '',
  busy,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  busy?: boolean;
  onSubmit: (content: string, mentions: Mention[]) => void;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initial);
  const [mentions, setMentions] = useState<Mention[]>([]);
  const id = useId();
  const members = useQuery(memberQueries.all());
  const query = MENTION_AT_END.exec(text)?.[1];
  const suggestions =
    query === undefined
      ? []
      : (members.data ?? []).filter((m) => m.name.toLowerCase().includes(query.toLowerCase())).slice(0, 6);

  const pick = (m: { id: string; name: string; avatarColor: string }) => {
    setText(text.replace(MENTION_AT_END, `@${m.name} `));
    setMentions((list) => [
      ...list.filter((x) => x.userId !== m.id),
      { userId: m.id, name: m.name, avatarColor: m.avatarColor },
    ]);
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (!content) return;
    // Only people still named in the text are mentioned.
    onSubmit(
      content,
      mentions.filter((m) => content.includes(`@${m.name}`)),
    );
    setText('');
    setMentions([]);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
    if (event.key === 'Escape' && onCancel) onCancel();
  };

  return (
    <form className="composer" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        rows={2}
        value={text}
        placeholder={`${label}… (@ to mention)`}
        maxLength={5000}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      {suggestions.length > 0 && (
        <ul className="composer__mentions" aria-label="People to mention">
          {suggestions.map((m) => (
            <li key={m.id}>
              <button type="button" onClick={() => pick(m)}>
                @{m.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="composer__actions">
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <SubmitButton busy={busy || !text.trim()}>{label}</SubmitButton>
      </div>
    </form>
  );
}
