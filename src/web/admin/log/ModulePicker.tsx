import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ComboboxListbox, optionId } from '../../components/ComboboxListbox';
import { adminCourseQueries } from '../../api/adminCourses';
import { IconButton } from '../../components/Buttons';
import { nextIndex } from '../../components/listNavigation';
import { courseTitle } from '../../format/courseTitle';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

const SUGGEST_AFTER_MS = 200;
const SUGGESTIONS = 8;

interface ModulePickerProps {
  /** The chosen module's id, or none. */
  value: string | undefined;
  /** What the chosen module is called, when known. */
  title: string | undefined;
  onChange: (module: { id: string; title: string } | null) => void;
}

/** Picks one of the organisation's modules by its title (WAI-ARIA combobox); once picked it shows as a clearable choice. */
export function ModulePicker({ value, title, onChange }: ModulePickerProps) {
  const id = useId();
  const listboxId = `${id}-modules`;
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  /** The focus follows a choice made here: to the way to clear it, or back to the input once cleared. */
  const changedHere = useRef(false);
  const searchTerm = useDebouncedValue(typed.trim(), SUGGEST_AFTER_MS);
  const suggestions = useQuery({
    ...adminCourseQueries.list({ status: 'all', searchTerm, sortBy: 'savedAt', pageNum: 1, pageSize: SUGGESTIONS }),
    enabled: open && value === undefined,
    placeholderData: keepPreviousData,
  });
  const options = suggestions.data?.courses ?? [];
  const expanded = open && options.length > 0;
  const noMatch = open && searchTerm !== '' && suggestions.isSuccess && options.length === 0;

  useEffect(() => {
    if (changedHere.current) (value === undefined ? input.current : clearButton.current)?.focus();
    changedHere.current = false;
  }, [value]);

  const choose = (index: number) => {
    const course = options[index];
    if (!course) return;
    changedHere.current = true;
    onChange({ id: course.id, title: courseTitle(course) });
    setTyped('');
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next =
      event.key === 'ArrowDown' || event.key === 'ArrowUp' ? nextIndex(event.key, active, options.length) : null;
    if (next !== null) {
      event.preventDefault();
      setOpen(true);
      setActive(next);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      choose(Math.max(active, 0));
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  if (value !== undefined) {
    return (
      <div className="log-filter log-filter--module">
        <span className="log-filter__label" id={`${id}-label`}>
          Module
        </span>
        <span className="log-choice" aria-labelledby={`${id}-label`} role="group">
          <span className="log-choice__text" title={title}>
            {title ?? 'The chosen module'}
          </span>
          <IconButton
            label="Any module"
            title="Show every module"
            ref={clearButton}
            onClick={() => {
              changedHere.current = true;
              onChange(null);
            }}
          >
            <X aria-hidden="true" size={16} />
          </IconButton>
        </span>
      </div>
    );
  }

  return (
    <div className="log-filter log-filter--module combobox">
      <label htmlFor={id} className="log-filter__label">
        Module
      </label>
      <input
        ref={input}
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(listboxId, active) : undefined}
        autoComplete="off"
        placeholder="Any module"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ComboboxListbox
        id={listboxId}
        label="Modules"
        options={options.map((course) => ({ key: course.id, text: courseTitle(course) }))}
        active={active}
        expanded={expanded}
        onChoose={choose}
      />
      <p className="combobox__listbox log-filter__none" role="status">
        {noMatch && `No module matches “${searchTerm}”.`}
      </p>
    </div>
  );
}
