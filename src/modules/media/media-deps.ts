import type { Db } from '../../platform/db/database';
import type { EventStore } from '../../platform/eventstore/types';
import type { ObjectStorage } from '../../platform/storage/storage';
import type { MediaKind } from './events';
import type { ThemeLook } from '../themes';

export type MediaDeps = {
  store: EventStore;
  db: Db;
  storage: ObjectStorage;
  jwtSecret: string;
  /** Largest upload of each kind (captions have a fixed limit of their own). */
  limits: Record<Exclude<MediaKind, 'captions'>, number>;
  /** Where uploads are received and processed before they are stored. */
  tempDir: string;
  /** The organisation of a live course, or null. */
  courseOrgOf(courseId: string): Promise<string | null>;
  /** A module's theme (for its title card). */
  themeOf(orgId: string, themeId: string): Promise<ThemeLook>;
};
