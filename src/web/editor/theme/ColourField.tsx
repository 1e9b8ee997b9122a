import { useId, useState } from 'react';

interface ColourFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour by picker or by its hex code; a half-typed code waits until it is whole. */
export function ColourField({ label, value, onChange }: ColourFieldProps) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? value;
  const invalid = typed !== null && !HEX.test(typed);
  return (
    <div className="colour-field">
      <label htmlFor={`${id}-hex`}>{label}</label>
      <div className="colour-field__inputs">
        <input
          type="color"
          aria-label={`${label}: pick`}
          value={value.toLowerCase()}
          onChange={(e) => {
            setTyped(null);
            onChange(e.target.value.toUpperCase());
          }}
        />
        <input
          id={`${id}-hex`}
          className="colour-field__hex"
          value={shown}
          spellCheck={false}
          maxLength={7}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => {
            const next = e.target.value.startsWith('#') ? e.target.value : `#${e.target.value}`;
            setTyped(next);
            if (HEX.test(next)) onChange(next.toUpperCase());
          }}
          onBlur={() => setTyped(null)}
        />
      </div>
      {invalid && (
        <p id={`${id}-error`} className="field__error">
          Six hex digits, such as #2563EB
        </p>
      )}
    </div>
  );
}
