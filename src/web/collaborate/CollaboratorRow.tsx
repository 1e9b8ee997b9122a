import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collaboratorQueries, removeCollaborator, type Collaborator } from '../api/collaborators';
import { FormAlert } from '../components/FormAlert';
import { useToast } from '../components/ToastProvider';
import { ConfirmRemove } from '../components/ConfirmRemove';

/** One collaborator: whether they joined, and taking their access away (asked twice). */
export function CollaboratorRow({ collaborator, onRemoved }: { collaborator: Collaborator; onRemoved: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const name = `${collaborator.firstname} ${collaborator.lastname}`.trim() || collaborator.email;
  const removal = useMutation({
    mutationFn: () => removeCollaborator(collaborator.courseId, collaborator.email),
    onSuccess: async () => {
      toast({ message: `${name} can no longer open this module` });
      await queryClient.invalidateQueries({ queryKey: collaboratorQueries.list(collaborator.courseId).queryKey });
      onRemoved();
    },
  });

  return (
    <li className="collaborate__person">
      <div>
        <strong>{name}</strong> <span className="collaborate__email">{collaborator.email}</span>
        <span className={`badge${collaborator.joined ? ' badge--ok' : ''}`}>
          {collaborator.joined ? 'Joined' : 'Invited'}
        </span>
      </div>
      <div className="collaborate__person-actions">
        <ConfirmRemove name={name} pending={removal.isPending} onRemove={() => removal.mutate()} />
      </div>
      <FormAlert error={removal.error} />
    </li>
  );
}
