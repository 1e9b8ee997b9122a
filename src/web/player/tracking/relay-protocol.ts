import type { Interaction, Report, Snapshot } from './link';

/**
 * postMessage between a dispatch package (the launcher, in the LMS's frame) and the player (in
 * Tessera's frame inside it). Each side posts only to the other's exact origin and accepts only
 * messages from it (never '*').
 */
export type ToPlayer = { tessera: 1; type: 'start'; session: string; snapshot: Snapshot; suspendLimit: number };
export type ToLauncher =
  | { tessera: 1; type: 'ready' }
  | { tessera: 1; type: 'report'; report: Report }
  | { tessera: 1; type: 'interaction'; interaction: Interaction };

export const isFrom = (event: MessageEvent, origin: string, source: MessageEventSource | null) =>
  event.origin === origin &&
  event.source === source &&
  typeof event.data === 'object' &&
  event.data !== null &&
  event.data.tessera === 1;
