import { useEffect, useRef } from 'react';
import { ModuleChoice } from './ModuleChoice';
import { ModuleSearch } from './ModuleSearch';

interface ModulePickerProps {
  /** The chosen module's id, or none. */
  value: string | undefined;
  /** What the chosen module is called, when known. */
  title: string | undefined;
  onChange: (module: { id: string; title: string } | null) => void;
}

/** Picks one of the organisation's modules by its title; once picked it shows as a clearable choice. */
export function ModulePicker({ value, title, onChange }: ModulePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  /** The focus follows a choice made here: to the way to clear it, or back to the input once cleared. */
  const changedHere = useRef(false);

  useEffect(() => {
    if (changedHere.current) (value === undefined ? input.current : clearButton.current)?.focus();
    changedHere.current = false;
  }, [value]);

  const change = (module: { id: string; title: string } | null) => {
    changedHere.current = true;
    onChange(module);
  };

  return value === undefined ? (
    <ModuleSearch inputRef={input} onChoose={change} />
  ) : (
    <ModuleChoice title={title} clearRef={clearButton} onClear={() => change(null)} />
  );
}
