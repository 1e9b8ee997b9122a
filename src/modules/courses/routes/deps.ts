import type { Db } from '../../../platform/db/database';
import type { EventStore } from '../../../platform/eventstore/types';
import type { ProjectionWait } from '../../../platform/http/stale-reads';

export type CoursesDeps = {
  store: EventStore;
  db: Db;
  waitForProjection: ProjectionWait;
  /** Largest save body in bytes: a save carries a whole module, more than any other call. */
  saveBodyLimit: number;
  /** The address of an organisation's uploaded image, or null when it has none by this id. */
  imageUrlOf(orgId: string, mediaId: string): Promise<string | null>;
  /** A URL a browser may fetch a stored file from (a signed one where the store signs). */
  signedUrlOf(url: string): Promise<string>;
  /** Whether a theme id is a built-in theme or one of the organisation's custom themes. */
  isThemeOf(orgId: string, themeId: string): Promise<boolean>;
  /** The languages an author's new modules start translated into (none unless they asked for it). */
  startingLanguagesOf(userId: string, orgId: string): Promise<readonly string[]>;
  /** The theme the organisation's new modules start with (its Settings). */
  defaultThemeOf(orgId: string): Promise<string>;
};
