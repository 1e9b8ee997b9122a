import { useContext, type Ref } from 'react';
import { ComboBoxStateContext, Input, type InputProps } from 'react-aria-components';

interface ComboBoxInputProps extends Omit<InputProps, 'onKeyDown'> {
  ref?: Ref<HTMLInputElement>;
  /** Enter with no suggestion highlighted (React Aria then only closes the list); `listOpen`: the list was showing. */
  onEnter: (listOpen: boolean) => void;
}

/**
 * A React Aria ComboBox's input, for what it leaves to the page: Enter with no suggestion
 * highlighted, which sends no form; Escape closing the list, which closes no dialog around it.
 */
export function ComboBoxInput({ onEnter, ...props }: ComboBoxInputProps) {
  const state = useContext(ComboBoxStateContext);
  const listOpen = state?.isOpen ?? false;
  const highlighted = listOpen && state?.selectionManager.focusedKey != null;
  return (
    <Input
      {...props}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !highlighted) {
          event.preventDefault();
          onEnter(listOpen);
        } else if (event.key === 'Escape' && listOpen) {
          event.preventDefault();
        }
      }}
    />
  );
}
