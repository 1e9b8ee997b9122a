const LAUNCH_KEY = 'tessera.lti-launch.';

/**
 * The launch the server put in the page's fragment (`#launch=`), kept for this tab so a reload
 * still reports, and taken out of the address so a copied link does not carry it.
 */
export function launchOf(win: Window, moduleId: string): string | null {
  const fromFragment = new URLSearchParams(win.location.hash.slice(1)).get('launch');
  try {
    if (fromFragment) {
      win.sessionStorage.setItem(LAUNCH_KEY + moduleId, fromFragment);
      win.history.replaceState(null, '', win.location.pathname + win.location.search);
      return fromFragment;
    }
    return win.sessionStorage.getItem(LAUNCH_KEY + moduleId);
  } catch {
    return fromFragment;
  }
}
