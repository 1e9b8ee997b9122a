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
  return (
    <label className="field">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
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
    </label>
  );
}
