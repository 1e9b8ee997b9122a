import { z } from 'zod';
import { request } from './client';

const collaborator = z.object({ courseId: z.string(), email: z.string(), firstname: z.string(), lastname: z.string(), joined: z.boolean() });
export type Collaborator = z.infer<typeof collaborator>;

const access = z.object({ token: z.string().min(1), collaborator });
export type CollaboratorAccess = z.infer<typeof access>;

/** The invitee proves the link (its secret) and its email; the answer is a Collaborator token for that module. */
export const validateAccess = (courseId: string, body: { token: string; email: string }): Promise<CollaboratorAccess> =>
  request(`/collaborators/validate-access/${encodeURIComponent(courseId)}`, access, { method: 'POST', body, anonymous: true });

/** Called with the Collaborator token: the answer is a new token that carries the name. */
export const updateCollaboratorName = (name: { firstname: string; lastname: string }): Promise<CollaboratorAccess> =>
  request('/collaborators/update-name', access, { method: 'PUT', body: name });
