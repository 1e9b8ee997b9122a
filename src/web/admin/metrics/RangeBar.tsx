import { type FormEvent, useEffect, useState } from 'react';
import type { Bucket } from '../../api/metrics';
import { PRESETS, type PresetId, type RangeChoice, rangeProblem, todayUtc } from './range';

const BUCKETS: { id: Bucket; label: string }[] = [
  { id: 'day', label: 'Day' },
  { id: 'week', label: 'Week' },
];

const DATE_FIELDS = [
  { key: 'from', label: 'From' },
  { key: 'to', label: 'To' },
] as const;

/** The report's period (a preset, or dates of one's own) and whether it is counted by day or by week. */
export function RangeBar({ value, onChange }: { value: RangeChoice; onChange: (next: RangeChoice) => void }) {
  const [custom, setCustom] = useState({ from: value.from, to: value.to });
  const [editing, setEditing] = useState(value.preset === 'custom');
  const [problem, setProblem] = useState<string | null>(null);
  // The address changed (a choice applied, or the browser's Back): show what it now says.
  useEffect(() => {
    setEditing(value.preset === 'custom');
    setCustom({ from: value.from, to: value.to });
    setProblem(null);
  }, [value.preset, value.from, value.to]);

  const choosePreset = (id: string) => {
    setProblem(null);
    if (id === 'custom') {
      setCustom({ from: value.from, to: value.to });
      setEditing(true);
      return;
    }
    setEditing(false);
    onChange({ ...value, preset: id as PresetId });
  };
  const applyCustom = (e: FormEvent) => {
    e.preventDefault();
    const wrong = rangeProblem(custom.from, custom.to);
    setProblem(wrong);
    if (!wrong) onChange({ ...value, preset: 'custom', ...custom });
  };

  return (
    <div className="metric-range">
      <div className="field metric-range__preset">
        <label htmlFor="metric-period">Period</label>
        <select
          id="metric-period"
          value={editing ? 'custom' : value.preset}
          onChange={(e) => choosePreset(e.target.value)}
        >
          {PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
          <option value="custom">Custom dates</option>
        </select>
      </div>
      {editing && (
        <form className="metric-range__custom" onSubmit={applyCustom} noValidate>
          {DATE_FIELDS.map(({ key, label }) => (
            <div key={key} className="field">
              <label htmlFor={`metric-${key}`}>{label}</label>
              <input
                id={`metric-${key}`}
                type="date"
                value={custom[key]}
                max={todayUtc()}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'metric-range-problem' : undefined}
                onChange={(e) => setCustom({ ...custom, [key]: e.target.value })}
              />
            </div>
          ))}
          <button type="submit" className="button">
            Show
          </button>
          {problem && (
            <p id="metric-range-problem" role="alert" className="metric-range__problem">
              {problem}
            </p>
          )}
        </form>
      )}
      <div className="metric-range__bucket">
        <span id="metric-bucket" className="metric-range__label">
          Group by
        </span>
        <div className="metric-toggle" role="group" aria-labelledby="metric-bucket">
          {BUCKETS.map((b) => (
            <button
              key={b.id}
              type="button"
              className="metric-toggle__option"
              aria-pressed={value.bucket === b.id}
              onClick={() => onChange({ ...value, bucket: b.id })}
            >
              {b.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
