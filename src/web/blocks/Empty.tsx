import type { ReactNode } from 'react';

/** What a block shows in place of media it does not have yet. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="block-empty">{children}</p>;
}
