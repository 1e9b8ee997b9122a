import { X } from 'lucide-react';
import { useId, type Ref } from 'react';
import { IconButton } from '../../components/Buttons';

interface ModuleChoiceProps {
  /** What the chosen module is called, when known. */
  title: string | undefined;
  clearRef: Ref<HTMLButtonElement>;
  onClear: () => void;
}

/** The module the change log is filtered to, with the way back to every module. */
export function ModuleChoice({ title, clearRef, onClear }: ModuleChoiceProps) {
  const id = useId();
  return (
    <div className="log-filter log-filter--module">
      <span className="log-filter__label" id={`${id}-label`}>
        Module
      </span>
      <span className="log-choice" aria-labelledby={`${id}-label`} role="group">
        <span className="log-choice__text" title={title}>
          {title ?? 'The chosen module'}
        </span>
        <IconButton label="Any module" title="Show every module" ref={clearRef} onClick={onClear}>
          <X aria-hidden="true" size={16} />
        </IconButton>
      </span>
    </div>
  );
}
