import { Field } from './Field';

interface SelectFieldProps<V extends string> {
  label: string;
  hint?: string;
  value: V;
  /** Each choice's value and what the author reads, in order. */
  choices: Record<V, string>;
  onChange: (value: V) => void;
}

/** A labelled choice among a few named values (a video's source, a question's answer type). */
export function SelectField<V extends string>({ label, hint, value, choices, onChange }: SelectFieldProps<V>) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value as V)}>
          {(Object.entries(choices) as [V, string][]).map(([choice, name]) => (
            <option key={choice} value={choice}>
              {name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
