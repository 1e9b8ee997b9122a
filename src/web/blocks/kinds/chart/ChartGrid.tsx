import { Plus, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { ITEM_ID_LENGTH, MAX_CHART_ROWS, MAX_CHART_SERIES } from '../../../../modules/courses/content';
import { newId } from '../../../newId';
import type { ChartData } from './chartTypes';
import { NumberCell } from './NumberCell';

/** Where a cell is: its row (-1: the heading row) and column (0: the labels), as data-cell="row:column". */
const at = (row: number, column: number) => `${row}:${column}`;
const MOVES: Record<string, number> = { ArrowUp: -1, ArrowDown: 1, Enter: 1 };

/**
 * The chart's numbers as a table the author types in: a label and a value per series in each row,
 * the series' names above. Up and Down (and Enter) go to the same column in the row above or
 * below; rows and series are added and removed by buttons, the focus going where the work goes on.
 */
export function ChartGrid({ data, onChange }: { data: ChartData; onChange: (patch: Partial<ChartData>) => void }) {
  const table = useRef<HTMLTableElement>(null);
  const { rows, series } = data;
  const focusCell = (row: number, column: number) =>
    requestAnimationFrame(() => table.current?.querySelector<HTMLElement>(`[data-cell="${at(row, column)}"]`)?.focus());
  const move = (event: KeyboardEvent) => {
    const step = MOVES[event.key];
    const cell = (event.target as HTMLElement).dataset.cell;
    if (!step || !cell) return;
    const [row, column] = cell.split(':').map(Number) as [number, number];
    const target = table.current?.querySelector<HTMLElement>(`[data-cell="${at(row + step, column)}"]`);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  const setRow = (index: number, patch: Partial<ChartData['rows'][number]>) =>
    onChange({ rows: rows.map((row, r) => (r === index ? { ...row, ...patch } : row)) });
  const addRow = () => {
    onChange({ rows: [...rows, { id: newId(ITEM_ID_LENGTH), label: '', values: series.map(() => null) }] });
    focusCell(rows.length, 0);
  };
  const removeRow = (index: number) => {
    onChange({ rows: rows.filter((_, r) => r !== index) });
    focusCell(Math.max(0, index - 1), 0);
  };
  const addSeries = () => {
    onChange({
      series: [...series, { id: newId(ITEM_ID_LENGTH), name: '' }],
      rows: rows.map((row) => ({ ...row, values: [...row.values, null] })),
    });
    focusCell(-1, series.length + 1);
  };
  const removeSeries = (index: number) => {
    onChange({
      series: series.filter((_, s) => s !== index),
      rows: rows.map((row) => ({ ...row, values: row.values.filter((_, s) => s !== index) })),
    });
    focusCell(-1, index);
  };

  return (
    <div className="kind-grid">
      <div className="kind-grid__scroll">
        <table ref={table} className="kind-grid__table" onKeyDown={move}>
          <caption className="visually-hidden">Chart data</caption>
          <thead>
            <tr>
              <th scope="col">
                <input
                  className="kind-grid__input kind-grid__input--heading"
                  aria-label="Labels heading"
                  placeholder="Label"
                  data-cell={at(-1, 0)}
                  value={data.labelHeading}
                  onChange={(event) => onChange({ labelHeading: event.target.value })}
                />
              </th>
              {series.map((s, i) => (
                <th key={s.id} scope="col">
                  <span className="kind-grid__series">
                    <input
                      className="kind-grid__input kind-grid__input--heading"
                      aria-label={`Series ${i + 1} name`}
                      placeholder={`Series ${i + 1}`}
                      data-cell={at(-1, i + 1)}
                      value={s.name}
                      onChange={(event) =>
                        onChange({
                          series: series.map((it) => (it.id === s.id ? { ...it, name: event.target.value } : it)),
                        })
                      }
                    />
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={`Remove series ${i + 1}`}
                      disabled={series.length === 1}
                      onClick={() => removeSeries(i)}
                    >
                      <Trash2 aria-hidden="true" size={16} />
                    </button>
                  </span>
                </th>
              ))}
              <td />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={row.id}>
                <th scope="row">
                  <input
                    className="kind-grid__input"
                    aria-label={`Row ${r + 1} label`}
                    placeholder={`Row ${r + 1}`}
                    data-cell={at(r, 0)}
                    value={row.label}
                    onChange={(event) => setRow(r, { label: event.target.value })}
                  />
                </th>
                {series.map((s, i) => (
                  <td key={s.id}>
                    <NumberCell
                      label={`Row ${r + 1} series ${i + 1}`}
                      cell={at(r, i + 1)}
                      value={row.values[i] ?? null}
                      onChange={(value) => setRow(r, { values: row.values.map((v, c) => (c === i ? value : v)) })}
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Remove row ${r + 1}`}
                    disabled={rows.length === 1}
                    onClick={() => removeRow(r)}
                  >
                    <Trash2 aria-hidden="true" size={16} />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="kind-grid__tools">
        {rows.length < MAX_CHART_ROWS && (
          <button type="button" className="button button--quiet" onClick={addRow}>
            <Plus aria-hidden="true" size={16} /> Add row
          </button>
        )}
        {series.length < MAX_CHART_SERIES && (
          <button type="button" className="button button--quiet" onClick={addSeries}>
            <Plus aria-hidden="true" size={16} /> Add series
          </button>
        )}
      </div>
    </div>
  );
}
