import { useState, type KeyboardEvent } from 'react';
import { Field } from './Field';

const LINKABLE = /^(https?:\/\/|mailto:)\S+$/i;
const START = 'https://';

interface LinkFormProps {
  /** `text`: the words to link, when there were none selected to put the link on. */
  onApply: (href: string, text?: string) => void;
  onCancel: () => void;
  /** Nothing is selected: the link's text is asked for too. */
  askText?: boolean;
}

/**
 * Asks for a link address (http, https or mailto), and its text when nothing was selected: Enter
 * applies, Escape cancels. Not a <form>: it may sit inside one.
 */
export function LinkForm({ onApply, onCancel, askText = false }: LinkFormProps) {
  const [href, setHref] = useState(START);
  const [text, setText] = useState('');
  const valid = LINKABLE.test(href.trim()) && (!askText || text.trim() !== '');
  const apply = () => {
    if (valid) onApply(href.trim(), askText ? text.trim() : undefined);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div className="link-form" role="group" aria-label="Add a link" onKeyDown={onKeyDown}>
      {askText && (
        <Field label="Link text">
          {(control) => (
            <input {...control} type="text" autoFocus value={text} onChange={(event) => setText(event.target.value)} />
          )}
        </Field>
      )}
      <Field
        label="Link address"
        error={LINKABLE.test(href.trim()) || href === START ? undefined : 'Use an https://, http:// or mailto: address'}
      >
        {(control) => (
          <input
            {...control}
            type="url"
            autoFocus={!askText}
            value={href}
            onChange={(event) => setHref(event.target.value)}
          />
        )}
      </Field>
      <button type="button" className="button button--primary" disabled={!valid} onClick={apply}>
        Add link
      </button>
      <button type="button" className="button button--quiet" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
