import { useContext, useEffect } from 'react';
import { ComboBoxStateContext, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { usePopoverContainer } from './popoverContainer';

/** One suggestion of a combobox: `id` is the key its choice reports. */
export interface Suggestion {
  id: string;
  text: string;
}

/**
 * The suggestions under a React Aria ComboBox's input (its `items`, passed here too): React Aria
 * opens them as the user types; these open them as well when they come from the server afterwards.
 */
export function ComboBoxSuggestions({ suggestions }: { suggestions: Suggestion[] }) {
  const state = useContext(ComboBoxStateContext);
  const container = usePopoverContainer();
  const arrived = suggestions.map(({ id }) => id).join('\n');

  // biome-ignore lint/correctness/useExhaustiveDependencies: only new suggestions open the list (not Escape's closing it)
  useEffect(() => {
    if (arrived !== '' && state?.isFocused && !state.isOpen) state.open(null, 'input');
  }, [arrived]);

  return (
    <Popover className="combobox__popover" placement="bottom start" offset={4} UNSTABLE_portalContainer={container}>
      <ListBox<Suggestion> className="combobox__listbox">
        {(suggestion) => (
          <ListBoxItem id={suggestion.id} className="combobox__option">
            {suggestion.text}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
