import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { type Block, blockLabel } from '../../../modules/courses/content';
import { BLOCK_TEMPLATE_LIMITS } from '../../../modules/courses/templates/shared';
import { blockTemplateQueries, saveBlockTemplate } from '../../api/blockTemplates';
import { BLOCK_LABELS } from '../../blocks/blockLabels';
import { Dialog } from '../../components/Dialog';
import { FormAlert } from '../../components/FormAlert';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/ToastProvider';
import { WholeNumberField } from '../../components/WholeNumberField';
import './templates.css';

const NO_NAME = 'Give the template a name.';

interface SaveTemplateDialogProps {
  /** The block the author chose, then the blocks after it in reading order: the template takes the first few. */
  blocks: readonly Block[];
  onClose: () => void;
}

/**
 * "Save as template": a name, and how many blocks from the chosen one on (the editor has no
 * multiple selection: the run is "this block and the next ones"), listed as they will be saved.
 */
export function SaveTemplateDialog({ blocks, onClose }: SaveTemplateDialogProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [name, setName] = useState('');
  const [missingName, setMissingName] = useState(false);
  const [count, setCount] = useState(1);
  const listId = useId();
  const most = Math.min(BLOCK_TEMPLATE_LIMITS.blocks, blocks.length);
  const chosen = blocks.slice(0, Math.min(count, most));
  const save = useMutation({
    mutationFn: () => saveBlockTemplate(name.trim(), [...chosen]),
    onSuccess: (templates) => {
      queryClient.setQueryData(blockTemplateQueries.list().queryKey, templates);
      toast({ message: `Saved the template “${name.trim()}”: insert it from the block library of any module.` });
      onClose();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '') {
      setMissingName(true);
      (event.currentTarget.elements.namedItem('name') as HTMLInputElement).focus();
      return;
    }
    save.mutate();
  };

  return (
    <Dialog title="Save as template" onClose={onClose}>
      <form className="save-template" onSubmit={submit} noValidate>
        <TextField
          label="Template name"
          name="name"
          value={name}
          maxLength={BLOCK_TEMPLATE_LIMITS.nameLength}
          autoComplete="off"
          error={missingName && name.trim() === '' ? NO_NAME : undefined}
          onChange={(event) => setName(event.target.value)}
          data-autofocus
        />
        {most > 1 && (
          <WholeNumberField
            label="Blocks to save, starting with this one"
            value={count}
            min={1}
            max={most}
            onChange={setCount}
          />
        )}
        <p id={listId} className="save-template__intro">
          {chosen.length === 1 ? 'The template holds this block:' : `The template holds these ${chosen.length} blocks:`}
        </p>
        <ol className="save-template__blocks" aria-labelledby={listId}>
          {chosen.map((block) => (
            <li key={block.id}>
              <strong>{BLOCK_LABELS[block.type]}</strong> <span>{blockLabel(block) || '(no text yet)'}</span>
            </li>
          ))}
        </ol>
        <FormAlert error={save.error} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save template'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
