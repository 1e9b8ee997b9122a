import { useEffect, useRef, useState } from 'react';

/**
 * What every settings form does around its save: a "Saved" note that goes as soon as something is
 * edited again, and focus kept on the save button (disabled while saving, it would drop focus) or
 * taken to the first field the server or the form refused.
 */
export function useSettingsForm() {
  const [saved, setSaved] = useState<string | null>(null);
  const [focusNext, setFocusNext] = useState<'save' | 'refused' | null>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // After every render: the focus moves once the form is enabled again (the render after the save
  // settled), never on a disabled button, whatever else the page is busy with.
  useEffect(() => {
    const button = saveButton.current;
    if (!focusNext || !button || button.disabled) return;
    const refused = focusNext === 'refused' && form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (refused || button).focus();
    setFocusNext(null);
  });
  return {
    saved,
    saveButton,
    form,
    edited: () => setSaved(null),
    succeeded: (message: string) => {
      setSaved(message);
      setFocusNext('save');
    },
    failed: () => setFocusNext('refused'),
  };
}
