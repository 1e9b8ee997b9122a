import { useDraft } from '../../useDraft';

/** A number as an author types it: a point or a comma before the decimals, a minus, nothing for an empty cell. */
export const numberCodec = {
  read: (text: string): number | null | undefined => {
    const plain = text.trim().replace(/\s/g, '').replace(',', '.');
    if (plain === '') return null;
    return /^[-−]?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain.replace('−', '-')) : undefined;
  },
  format: (value: number | null) => (value === null ? '' : String(value)),
};

interface NumberCellProps {
  value: number | null;
  onChange: (value: number | null) => void;
  label: string;
  cell: string;
}

/** A cell of the chart's table: what is typed stays while only a number (or nothing) reaches the block. */
export function NumberCell({ value, onChange, label, cell }: NumberCellProps) {
  const draft = useDraft(value, numberCodec, onChange);
  return (
    <input
      className="kind-grid__input kind-grid__input--number"
      inputMode="decimal"
      aria-label={label}
      aria-invalid={draft.valid ? undefined : true}
      data-cell={cell}
      value={draft.text}
      onChange={(event) => draft.change(event.target.value)}
    />
  );
}
