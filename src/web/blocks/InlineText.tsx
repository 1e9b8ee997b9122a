import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';

interface InlineTextProps {
  value: string;
  onChange: (text: string) => void;
  /** Its accessible name: what the text is ("Heading", "Option 2"). */
  label: string;
  /** What an empty one shows, in the learner's place, saying what to write. */
  placeholder: string;
  /** The learner view's own class, so the text is edited looking as learners will see it. */
  className?: string;
  /** Enter starts a new line; otherwise the text is one line. */
  multiline?: boolean;
}

/** Text edited where it stands: a borderless box that grows with what is typed. */
export function InlineText({ value, onChange, label, placeholder, className = '', multiline }: InlineTextProps) {
  const box = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: its height follows the text it holds
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, [value]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!multiline && event.key === 'Enter') event.preventDefault();
  };
  return (
    <textarea
      ref={box}
      rows={1}
      className={`inline-text ${className}`}
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onKeyDown={onKeyDown}
      onChange={(event) => onChange(multiline ? event.target.value : event.target.value.replace(/\r?\n/g, ' '))}
    />
  );
}
