import { z } from 'zod';
import type { EventsOf } from '../../platform/commands/parse';

/** Collaborator events on the `collaborators-<courseId>` stream: the public contract of this module. */
export const collaboratorEventSchemas = {
  /** An author invited someone; a new invitation of the same email replaces the earlier link. */
  CollaboratorInvited: z.object({
    courseId: z.string(),
    orgId: z.string(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    /** SHA-256 of the invitation link's secret: the secret itself is never stored. */
    tokenHash: z.string(),
    invitedBy: z.string(),
  }),
  /** The invitee opened the link with the right email for the first time. */
  CollaboratorJoined: z.object({ courseId: z.string(), email: z.string() }),
  CollaboratorRenamed: z.object({
    courseId: z.string(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
  }),
  /** An author took the access away: the link and every token given through it stop working. */
  CollaboratorRemoved: z.object({ courseId: z.string(), email: z.string(), removedBy: z.string() }),
};

export type CollaboratorEvent = EventsOf<typeof collaboratorEventSchemas>;

export const collaboratorsStream = (courseId: string) => `collaborators-${courseId}`;
