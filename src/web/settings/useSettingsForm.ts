import { useRef, useState } from 'react';

/**
 * What every settings form does around its save: a "Saved" note that goes as soon as something is
 * edited again, and focus kept on the save button (disabled while saving, it would drop focus) or
 * taken to the first field the server or the form refused.
 */
export function useSettingsForm() {
  const [saved, setSaved] = useState<string | null>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  return {
    saved,
    saveButton,
    form,
    edited: () => setSaved(null),
    succeeded: (message: string) => {
      setSaved(message);
      // After the button is enabled again (next frame), so focus lands on it.
      requestAnimationFrame(() => saveButton.current?.focus());
    },
    failed: () => {
      requestAnimationFrame(() => {
        const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        (invalid ?? saveButton.current)?.focus();
      });
    },
  };
}
