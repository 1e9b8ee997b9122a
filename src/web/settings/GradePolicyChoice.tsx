import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { type GradePolicy, type LtiPlatform, ltiQueries, setGradePolicy } from '../api/lti';
import { FormAlert } from '../components/FormAlert';

const CHOICES: Record<GradePolicy, string> = {
  best: 'Best grade (a worse attempt never replaces it)',
  latest: 'Latest grade',
};

/** Which of a learner's grades this platform's gradebook gets; saved as it is chosen. */
export function GradePolicyChoice({
  platform,
  onSaved,
}: {
  platform: LtiPlatform;
  onSaved: (message: string) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const saving = useMutation({
    mutationFn: (gradePolicy: GradePolicy) => setGradePolicy(platform.platformId, gradePolicy),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ltiQueries.platforms().queryKey });
      onSaved(`${saved.name} now gets each learner’s ${saved.gradePolicy} grade.`);
    },
  });
  return (
    <div className="field settings__narrow settings__lti-grade">
      <label htmlFor={id}>Grade sent to the gradebook</label>
      <select
        id={id}
        // Not disabled while saving: that would take the focus from the learner's choice.
        value={saving.isPending ? saving.variables : platform.gradePolicy}
        aria-busy={saving.isPending}
        onChange={(event) => saving.mutate(event.target.value as GradePolicy)}
      >
        {(Object.keys(CHOICES) as GradePolicy[]).map((policy) => (
          <option key={policy} value={policy}>
            {CHOICES[policy]}
          </option>
        ))}
      </select>
      <FormAlert error={saving.error} />
    </div>
  );
}
