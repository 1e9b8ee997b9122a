import { useId } from 'react';
import { FONTS } from '../../../modules/themes/shared';

const GROUPS = [
  { label: 'Sans-serif', category: 'sans-serif' },
  { label: 'Serif', category: 'serif' },
] as const;

/** One of the self-hosted fonts, grouped serif or sans-serif (SPEC §3). */
export function FontSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {GROUPS.map((group) => (
          <optgroup key={group.category} label={group.label}>
            {FONTS.filter((f) => f.category === group.category).map((font) => (
              <option key={font.id} value={font.id}>
                {font.family}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
