import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { AUDIT_KINDS, type AuditKind } from '../../../modules/admin/shared';
import type { AuditFilters } from '../../api/auditLog';
import { memberQueries } from '../../api/members';
import { KIND_LABELS } from './logFilters';
import { LogSearchField } from './LogSearchField';
import { ModulePicker } from './ModulePicker';

interface ChangeLogFiltersProps {
  value: AuditFilters;
  /** The chosen module's title, when known. */
  moduleTitle: string | undefined;
  onChange: (next: AuditFilters, moduleTitle?: string) => void;
}

/** Person, module, kind of change, days and words: each narrows the log, and all of them go into the address. */
export function ChangeLogFilters({ value, moduleTitle, onChange }: ChangeLogFiltersProps) {
  const ids = { person: useId(), kind: useId() };
  const members = useQuery(memberQueries.all());
  const set = (patch: Partial<AuditFilters>) => onChange({ ...value, ...patch });
  const unknownPerson = value.person && members.data && !members.data.some((m) => m.id === value.person);

  return (
    <fieldset className="log-filters">
      <legend className="visually-hidden">Filter the change log</legend>
      <LogSearchField value={value.q ?? ''} onChange={(q) => set({ q: q || undefined })} />
      <div className="log-filter">
        <label htmlFor={ids.person} className="log-filter__label">
          Person
        </label>
        <select
          id={ids.person}
          value={value.person ?? ''}
          onChange={(e) => set({ person: e.target.value || undefined })}
        >
          <option value="">{members.isPending ? 'Loading the members…' : 'Anyone'}</option>
          {unknownPerson && <option value={value.person}>Someone no longer a member</option>}
          {(members.data ?? []).map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      <ModulePicker
        value={value.module}
        title={moduleTitle}
        onChange={(module) => onChange({ ...value, module: module?.id }, module?.title)}
      />
      <div className="log-filter">
        <label htmlFor={ids.kind} className="log-filter__label">
          Kind of change
        </label>
        <select
          id={ids.kind}
          value={value.kind ?? ''}
          onChange={(e) => set({ kind: (e.target.value || undefined) as AuditKind | undefined })}
        >
          <option value="">Every kind</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <DayField label="From" value={value.from} max={value.to} onChange={(from) => set({ from })} />
      <DayField label="To" value={value.to} min={value.from} onChange={(to) => set({ to })} />
    </fieldset>
  );
}

interface DayFieldProps {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (day: string | undefined) => void;
}

/** One end of the date range, a whole day (the range includes both ends). */
function DayField({ label, value, min, max, onChange }: DayFieldProps) {
  const id = useId();
  return (
    <div className="log-filter log-filter--day">
      <label htmlFor={id} className="log-filter__label">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
    </div>
  );
}
