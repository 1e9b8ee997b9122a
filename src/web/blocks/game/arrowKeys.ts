import type { KeyboardEvent } from 'react';

const STEPS: Record<string, (columns: number) => number> = {
  ArrowRight: () => 1,
  ArrowLeft: () => -1,
  ArrowDown: (columns) => columns,
  ArrowUp: (columns) => -columns,
};

/**
 * Arrow keys move the focus between the buttons of a grid (Home and End to the first and last);
 * the number of columns is what the grid's CSS made of the screen's width.
 */
export function moveInGrid(event: KeyboardEvent<HTMLElement>) {
  const grid = event.currentTarget;
  const buttons = [...grid.querySelectorAll('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length || 1;
  const step = STEPS[event.key];
  const to = event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : step ? at + step(columns) : -1;
  if (to < 0 || to >= buttons.length) return;
  event.preventDefault();
  buttons[to]!.focus();
}

/** Arrow keys in side-by-side lists of buttons: up and down in a list, left and right to the same row of the next list. */
export function moveInColumns(event: KeyboardEvent<HTMLElement>) {
  const columns = [...event.currentTarget.querySelectorAll('ul')].map((list) => [...list.querySelectorAll('button')]);
  const active = document.activeElement as HTMLButtonElement;
  const column = columns.findIndex((buttons) => buttons.includes(active));
  if (column < 0) return;
  const row = columns[column]!.indexOf(active);
  const [toColumn, toRow] =
    event.key === 'ArrowDown'
      ? [column, row + 1]
      : event.key === 'ArrowUp'
        ? [column, row - 1]
        : event.key === 'ArrowRight'
          ? [column + 1, row]
          : event.key === 'ArrowLeft'
            ? [column - 1, row]
            : [-1, -1];
  const target = columns[toColumn];
  if (!target || toRow < 0) return;
  event.preventDefault();
  target[Math.min(toRow, target.length - 1)]!.focus();
}
