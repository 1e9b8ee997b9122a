import type { BundledConfig } from '../../../modules/delivery/shared';

/**
 * The language to speak before the module has arrived (loading, or why it cannot open): a
 * package's module's own, else the link's `?lang=`, else the browser's first.
 */
export function earlyLanguage(win: Window): string {
  const bundled = (win as unknown as { TESSERA_PACKAGE?: BundledConfig }).TESSERA_PACKAGE;
  return (
    bundled?.module.language ??
    new URLSearchParams(win.location.search).get('lang') ??
    win.navigator.languages?.[0] ??
    'en'
  );
}
