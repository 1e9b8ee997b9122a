import { Sparkles } from 'lucide-react';
import { useAssistant } from './useAssistant';
import './ai.css';

/** The line under every assistant form: who answers, and that the author reviews what comes back. */
export function AiNote() {
  const { providerLabel } = useAssistant();
  return (
    <p className="ai-note">
      <Sparkles aria-hidden="true" size={14} />
      <span>
        Written by <strong>{providerLabel}</strong>. Review what it suggests before learners see it.
      </span>
    </p>
  );
}
