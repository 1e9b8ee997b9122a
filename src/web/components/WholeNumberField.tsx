interface WholeNumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/** A labelled whole number; what is typed is rounded and kept between min and max (an empty box counts as min). */
export function WholeNumberField({ label, value, min, max, onChange }: WholeNumberFieldProps) {
  return (
    <label className="field">
      {label}
      <input
        type="number"
        min={min}
        max={max}
        value={value}
        onChange={(e) => onChange(clamp(e.target.valueAsNumber, min, max))}
      />
    </label>
  );
}

const clamp = (value: number, min: number, max: number) =>
  Number.isNaN(value) ? min : Math.min(max, Math.max(min, Math.round(value)));
