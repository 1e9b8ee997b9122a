/** What the web app shares with the instance module (SHARED_WITH_WEB): the answers people read. */
export const ORGANISATION_SUSPENDED = 'This organisation is suspended. Contact the operators of this Tessera instance.';
export const OPERATORS_ONLY = 'Only the operators of this Tessera instance can do this.';
