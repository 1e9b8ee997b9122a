import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';

const collaborator = z.object({
  courseId: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  joined: z.boolean(),
});
export type Collaborator = z.infer<typeof collaborator>;

const access = z.object({ token: z.string().check(z.minLength(1)), collaborator });
export type CollaboratorAccess = z.infer<typeof access>;

/** The invitee proves the link (its secret) and its email; the answer is a Collaborator token for that module. */
export const validateAccess = (courseId: string, body: { token: string; email: string }): Promise<CollaboratorAccess> =>
  request(`/collaborators/validate-access/${encodeURIComponent(courseId)}`, access, {
    method: 'POST',
    body,
    anonymous: true,
  });

/** Called with the Collaborator token: the answer is a new token that carries the name. */
export const updateCollaboratorName = (name: { firstname: string; lastname: string }): Promise<CollaboratorAccess> =>
  request('/collaborators/update-name', access, { method: 'PUT', body: name });

const list = z.object({ collaborators: z.array(collaborator) });
const invitation = z.object({ collaborator, link: z.string() });
export type Invitation = z.infer<typeof invitation>;

export const collaboratorQueries = {
  list: (courseId: string) =>
    queryOptions({
      queryKey: ['collaborators', courseId] as const,
      queryFn: ({ signal }) =>
        request(`/collaborators/${encodeURIComponent(courseId)}`, list, { signal }).then((r) => r.collaborators),
    }),
};

/** An author invites someone by email; the link (shown once) is theirs to send. */
export const inviteCollaborator = (
  courseId: string,
  body: { email: string; firstname: string; lastname: string },
): Promise<Invitation> =>
  request(`/collaborators/${encodeURIComponent(courseId)}`, invitation, { method: 'PUT', body });

/** Takes the collaborator's access away at once: their link, their tokens and their open pages stop working. */
export const removeCollaborator = (courseId: string, email: string): Promise<void> =>
  request(`/collaborators/${encodeURIComponent(courseId)}/${encodeURIComponent(email)}`, z.unknown(), {
    method: 'DELETE',
  }).then(() => undefined);
