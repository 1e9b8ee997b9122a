import { badRequest } from '../../src/platform/errors';

/** Worker tasks for the heavy-work pool's own tests: each misbehaves in one way a hostile input makes a parser do. */
export const echo = (input: unknown) => input;

export function refuse(message: string): never {
  throw badRequest(message, { field: 'input' });
}

export function crash(): never {
  throw new RangeError('the parser fell over');
}

/** Holds on to memory without end, as a parser does with a file that unpacks to gigabytes. */
export function hoard(): never {
  const kept: string[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => `row ${i} of ${kept.length}`));
}

/** Never returns, as a regular expression or a parser can on input built for it. */
export function spin(): never {
  for (;;);
}
