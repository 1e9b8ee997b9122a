import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import { ComboBox, Label } from 'react-aria-components';
import { tagQueries } from '../api/tags';
import { ComboBoxInput } from '../components/ComboBoxInput';
import { ComboBoxSuggestions, type Suggestion } from '../components/ComboBoxSuggestions';
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

/** The organisation's labels that match what was typed, but for those the module has. */
function useLabelSuggestions(value: string, present: string[]): Suggestion[] {
  const typed = useDebouncedValue(value.trim(), SUGGEST_AFTER_MS);
  const suggestions = useQuery({
    ...tagQueries.suggestions(typed),
    enabled: typed !== '',
    placeholderData: keepPreviousData,
  });
  if (value.trim() === '') return [];
  return (suggestions.data?.tags ?? [])
    .filter(({ tag }) => !hasLabel(present, tag))
    .map(({ tag }) => ({ id: tag, text: tag }));
}

/**
 * The "Add label" input (React Aria's ComboBox): suggests the organisation's labels as the author
 * types; Enter or a click adds the highlighted one, Enter alone adds what was typed.
 */
export function LabelCombobox({ value, onValueChange, onAdd, present, inputRef }: LabelComboboxProps) {
  const suggestions = useLabelSuggestions(value, present);
  const add = (label: string) => {
    if (onAdd(label)) onValueChange('');
  };

  return (
    <ComboBox
      className="combobox"
      items={suggestions}
      inputValue={value}
      onInputChange={onValueChange}
      selectedKey={null}
      onSelectionChange={(label) => label !== null && add(String(label))}
      allowsCustomValue
      shouldFocusWrap
    >
      <Label>Add label</Label>
      <ComboBoxInput ref={inputRef} onEnter={() => add(value)} data-autofocus />
      <ComboBoxSuggestions suggestions={suggestions} />
    </ComboBox>
  );
}
