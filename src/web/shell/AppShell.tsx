import type { ReactNode } from 'react';
import { WhatsNew } from './whatsNew/WhatsNew';

/**
 * SPEC §2 app root: the pages, with the guided tour overlay, the What's New popup and the
 * blocked-cookies banner over them.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <WhatsNew enabled />
    </>
  );
}
