const PARAM = 'resetWhatsNew';

/** SPEC §2 app root parameter `resetWhatsNew=true`. */
export const hasResetRequest = (): boolean => new URLSearchParams(window.location.search).get(PARAM) === 'true';

/** Takes the parameter out of the address (keeping the router's history state), so a reload does not reset again. */
export function forgetResetRequest(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(PARAM)) return;
  url.searchParams.delete(PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
