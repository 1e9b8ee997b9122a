import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { ComboboxListbox, optionId } from '../components/ComboboxListbox';
import { tagQueries } from '../api/tags';
import { nextIndex } from '../components/listNavigation';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { hasLabel } from './labels';

const SUGGEST_AFTER_MS = 200;

interface LabelComboboxProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Adds the label; false when it was refused (the caller says why). */
  onAdd: (label: string) => boolean;
  /** Labels the module already has: not suggested again. */
  present: string[];
  inputRef: Ref<HTMLInputElement>;
}

/** The "Add label" input: suggests the organisation's labels as the author types (WAI-ARIA combobox with a listbox). */
export function LabelCombobox({ value, onValueChange, onAdd, present, inputRef }: LabelComboboxProps) {
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const typed = useDebouncedValue(value.trim(), SUGGEST_AFTER_MS);
  const suggestions = useQuery({
    ...tagQueries.suggestions(typed),
    enabled: typed !== '',
    placeholderData: keepPreviousData,
  });
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);

  const options = (suggestions.data?.tags ?? []).map(({ tag }) => tag).filter((tag) => !hasLabel(present, tag));
  const expanded = value.trim() !== '' && options.length > 0 && !dismissed;

  const change = (next: string) => {
    onValueChange(next);
    setActive(-1);
    setDismissed(false);
  };

  const add = (label: string) => {
    if (onAdd(label)) change('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next =
      event.key === 'ArrowDown' || event.key === 'ArrowUp' ? nextIndex(event.key, active, options.length) : null;
    if (expanded && next !== null) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded ? options[active] : undefined;
      add(chosen ?? value);
    } else if (event.key === 'Escape' && expanded) {
      // Close the suggestions, not the dialog.
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
    }
  };

  return (
    <div className="combobox">
      <label htmlFor={id}>Add label</label>
      <input
        ref={inputRef}
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(listboxId, active) : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        data-autofocus
      />
      <ComboboxListbox
        id={listboxId}
        label="Suggested labels"
        options={options.map((tag) => ({ key: tag, text: tag }))}
        active={active}
        expanded={expanded}
        onChoose={(index) => add(options[index]!)}
      />
    </div>
  );
}
