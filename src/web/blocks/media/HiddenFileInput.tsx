import type { RefObject } from 'react';

interface HiddenFileInputProps {
  /** Its button calls `click()` on it: the input itself is never shown nor focused. */
  ref: RefObject<HTMLInputElement | null>;
  accept: string;
  label: string;
  onFile: (file: File) => void;
}

/** The computer's file picker behind a button; picking the same file again is noticed too. */
export function HiddenFileInput({ ref, accept, label, onFile }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      hidden
      aria-label={label}
      onChange={(e) => {
        const file = e.target.files?.[0];
        if (file) onFile(file);
        e.target.value = '';
      }}
    />
  );
}
