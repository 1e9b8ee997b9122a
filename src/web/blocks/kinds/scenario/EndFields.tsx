import { useId } from 'react';
import type { ScenarioEnd } from '../../../../modules/courses/content';
import { Check } from '../../Check';
import { InlineText } from '../../InlineText';

interface EndFieldsProps {
  end: ScenarioEnd;
  /** "End 2". */
  label: string;
  onChange: (patch: Partial<ScenarioEnd>) => void;
}

/** An end edited in place: what happens, and whether it is a success (learners get that only hashed). */
export function EndFields({ end, label, onChange }: EndFieldsProps) {
  const success = useId();
  return (
    <>
      <InlineText
        label={label}
        placeholder={`${label}: what happens`}
        value={end.text}
        onChange={(text) => onChange({ text })}
      />
      <Check id={success} checked={end.success} onChange={(event) => onChange({ success: event.target.checked })}>
        {label} is a success
      </Check>
    </>
  );
}
