/**
 * Collaborators are people outside the organisation who joined through a link, and they choose
 * their own name: wherever a name is shown, theirs is marked. The server gives every collaborator
 * a user id that starts with `collab-` (README, "Collaborators").
 */
const isCollaboratorId = (userId: string) => userId.startsWith('collab-');

/** "Ada Lovelace (collaborator)" in plain text: notifications, titles, labels. */
export const markedName = (userId: string, name: string) =>
  isCollaboratorId(userId) ? `${name} (collaborator)` : name;

/** The visible mark beside a collaborator's name. */
export function CollaboratorBadge({ userId }: { userId: string }) {
  return isCollaboratorId(userId) ? <span className="badge badge--collaborator">Collaborator</span> : null;
}
