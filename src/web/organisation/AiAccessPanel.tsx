import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { aiQueries } from '../api/ai';
import { organisationQueries, setAiAccess } from '../api/organisation';
import { useAssistant } from '../ai/useAssistant';
import { Check } from '../blocks/Check';
import { FormAlert } from '../components/FormAlert';

const count = new Intl.NumberFormat();

/** The admin's switch for the AI assistant: off, every AI control in the editor goes for everyone. */
export function AiAccessPanel() {
  const queryClient = useQueryClient();
  const access = useQuery(organisationQueries.aiAccess());
  const { providerLabel, dailyLimits } = useAssistant();
  const change = useMutation({
    mutationFn: setAiAccess,
    onSuccess: (enabled) => {
      queryClient.setQueryData(organisationQueries.aiAccess().queryKey, enabled);
      void queryClient.invalidateQueries({ queryKey: aiQueries.status().queryKey });
    },
  });
  // What the admin just chose shows at once: a mutation's own state arrives a moment later, and a
  // controlled checkbox would jump back in between.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const enabled = chosen ?? access.data;
  return (
    <section className="org__section" aria-labelledby="org-ai">
      <h2 id="org-ai">AI assistant</h2>
      <p>
        Authors can draft outlines, write questions, rewrite text, suggest labels and feedback, and dictate.
        {providerLabel && ` It runs on: ${providerLabel}.`}
        {dailyLimits &&
          ` Each member may make ${count.format(dailyLimits.perUser)} requests a day, the organisation ${count.format(dailyLimits.perOrg)}.`}
      </p>
      <FormAlert error={access.error ?? change.error} />
      {enabled !== undefined && (
        <Check
          checked={enabled}
          disabled={change.isPending}
          onChange={(e) => {
            setChosen(e.target.checked);
            change.mutate(e.target.checked, { onSettled: () => setChosen(null) });
          }}
        >
          Let members use the AI assistant
        </Check>
      )}
      {access.isPending && <p role="status">Loading…</p>}
    </section>
  );
}
