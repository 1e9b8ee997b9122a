/** An option's element id: the combobox's input points at the active one (aria-activedescendant). */
export const optionId = (listboxId: string, index: number): string => `${listboxId}-${index}`;

interface ComboboxListboxProps {
  id: string;
  label: string;
  options: { key: string; text: string }[];
  /** The option the arrow keys reached, -1 for none. */
  active: number;
  expanded: boolean;
  onChoose: (index: number) => void;
}

/** The suggestions under a WAI-ARIA combobox's input: the focus stays in the input; a click chooses. */
export function ComboboxListbox({ id, label, options, active, expanded, onChoose }: ComboboxListboxProps) {
  return (
    <ul
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern's listbox
      role="listbox"
      id={id}
      aria-label={label}
      className="combobox__listbox"
      hidden={!expanded}
    >
      {options.map((option, index) => (
        // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (aria-activedescendant); arrows and Enter choose
        // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys choose an option; a click is the pointer's way
        <li
          key={option.key}
          id={optionId(id, index)}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern's options
          role="option"
          aria-selected={index === active}
          className="combobox__option"
          // Keep the focus in the input.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(index)}
        >
          {option.text}
        </li>
      ))}
    </ul>
  );
}
