import type { KeyboardEvent } from 'react';

interface InlineTextProps {
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  /** Its accessible name: what the text is ("Heading", "Option 2"). */
  label: string;
  /** What an empty one shows, in the learner's place, saying what to write. */
  placeholder: string;
  /** The learner view's own class, so the text is edited looking as learners will see it. */
  className?: string;
  /** Enter starts a new line; otherwise the text is one line. */
  multiline?: boolean;
}

/**
 * Text edited where it stands: a borderless box that grows with what is typed. An invisible copy
 * of the text beside it sets its height (CSS alone: measuring hundreds of boxes would cost a layout each).
 */
export function InlineText({
  value,
  onChange,
  onBlur,
  label,
  placeholder,
  className = '',
  multiline,
}: InlineTextProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!multiline && event.key === 'Enter') event.preventDefault();
  };
  return (
    <div className={`inline-text ${className}`} data-value={value || placeholder}>
      <textarea
        rows={1}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onChange={(event) => onChange(multiline ? event.target.value : event.target.value.replace(/\r?\n/g, ' '))}
      />
    </div>
  );
}
