import { useState, type KeyboardEvent } from 'react';
import { Field } from './Field';

const LINKABLE = /^(https?:\/\/|mailto:)\S+$/i;
const START = 'https://';

interface LinkFormProps {
  onApply: (href: string) => void;
  onCancel: () => void;
}

/** Asks for a link address (http, https or mailto): Enter applies, Escape cancels. Not a <form>: it may sit inside one. */
export function LinkForm({ onApply, onCancel }: LinkFormProps) {
  const [href, setHref] = useState(START);
  const valid = LINKABLE.test(href.trim());
  const apply = () => {
    if (valid) onApply(href.trim());
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
      <Field
        label="Link address"
        error={valid || href === START ? undefined : 'Use an https://, http:// or mailto: address'}
      >
        {(control) => (
          <input {...control} type="url" autoFocus value={href} onChange={(event) => setHref(event.target.value)} />
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
