import { fitFontSize } from '../../modules/themes/shared';

export type FitOptions = {
  min: number;
  max: number /** Fit the width only: the box may grow as tall as it needs. */;
  widthOnly?: boolean;
};

/** SPEC §5: text fitting needs a box whose size does not follow its text; the message names the element. */
export class TextFitError extends Error {
  override readonly name = 'TextFitError';
}

const nameOf = (el: HTMLElement) =>
  `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}>`;

/**
 * Sets the largest font size (px) between `min` and `max` at which the element's text stays
 * inside its box, and returns it. The box must have a static width (and a static height, unless
 * `widthOnly`): one that does not change with the text's size.
 */
export function fitText(el: HTMLElement, { min, max, widthOnly = false }: FitOptions): number {
  const sizeAt = (px: number) => {
    el.style.fontSize = `${px}px`;
    return { width: el.clientWidth, height: el.clientHeight };
  };
  const small = sizeAt(min);
  const large = sizeAt(max);
  if (small.width === 0 || small.width !== large.width)
    throw new TextFitError(`Text fitting needs a static width on ${nameOf(el)}`);
  if (!widthOnly && (small.height === 0 || small.height !== large.height))
    throw new TextFitError(`Text fitting needs a static height on ${nameOf(el)} (or width-only mode)`);
  const size = fitFontSize(min, max, (px) => {
    el.style.fontSize = `${px}px`;
    return el.scrollWidth <= el.clientWidth && (widthOnly || el.scrollHeight <= el.clientHeight);
  });
  el.style.fontSize = `${size}px`;
  return size;
}
