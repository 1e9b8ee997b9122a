import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { BLOCK_TEMPLATE_LIMITS } from '../../../modules/courses/templates/shared';
import {
  type BlockTemplateSummary,
  blockTemplateQueries,
  deleteBlockTemplate,
  renameBlockTemplate,
} from '../../api/blockTemplates';
import { memberQueries } from '../../api/members';
import { IconButton } from '../../components/Buttons';
import { ConfirmRemove } from '../../components/ConfirmRemove';
import { Dialog } from '../../components/Dialog';
import { FormAlert } from '../../components/FormAlert';
import { TextField } from '../../components/TextField';
import { timeAgo } from '../../format/timeAgo';
import { templateSummary } from './templateSummary';
import './templates.css';

/**
 * The organisation's templates, each renamed or deleted here (modules it was inserted into keep
 * their blocks). Opened from the block library, which it returns the focus to.
 */
export function ManageTemplatesDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const templates = useQuery(blockTemplateQueries.list());
  const members = useQuery(memberQueries.all());
  const [renaming, setRenaming] = useState<string | null>(null);
  /** Where the focus goes once the list shows again: a template's Rename button after renaming, Close after a deletion. */
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusNext === null) return;
    dialog.current?.querySelector<HTMLElement>(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);
  const keep = (list: BlockTemplateSummary[]) => queryClient.setQueryData(blockTemplateQueries.list().queryKey, list);
  const remove = useMutation({
    mutationFn: deleteBlockTemplate,
    onSuccess: (left) => {
      keep(left);
      setFocusNext('[data-autofocus]');
    },
  });
  const nameOf = (userId: string) => members.data?.find((m) => m.id === userId)?.name ?? 'a former member';
  const now = Date.now();
  const list = templates.data ?? [];

  return (
    <Dialog title="Your organisation’s templates" wide onClose={onClose}>
      <div ref={dialog}>
        {templates.isSuccess && list.length === 0 && <p>No templates left.</p>}
        <ul className="manage-templates" aria-label="Templates">
          {list.map((template) =>
            renaming === template.templateId ? (
              <li key={template.templateId}>
                <RenameForm
                  template={template}
                  onDone={(saved) => {
                    if (saved) keep(saved);
                    setRenaming(null);
                    setFocusNext(`[data-rename="${template.templateId}"]`);
                  }}
                />
              </li>
            ) : (
              <li key={template.templateId} className="manage-templates__row">
                <span className="manage-templates__name">{template.name}</span>
                <span className="manage-templates__about muted">
                  {templateSummary(template)} · saved by {nameOf(template.savedBy)}, {timeAgo(template.savedAt, now)}
                </span>
                <span className="manage-templates__actions">
                  <IconButton
                    label={`Rename “${template.name}”`}
                    data-rename={template.templateId}
                    onClick={() => setRenaming(template.templateId)}
                  >
                    <Pencil aria-hidden="true" size={16} />
                  </IconButton>
                  <ConfirmRemove
                    name={`“${template.name}”`}
                    pending={remove.isPending}
                    onRemove={() => remove.mutate(template.templateId)}
                  />
                </span>
              </li>
            ),
          )}
        </ul>
        <FormAlert error={remove.error ?? templates.error} />
        <div className="dialog__actions">
          <button type="button" className="button" data-autofocus onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** A template's new name, typed in its place; Escape is the dialog's (it closes), Cancel goes back to the list. */
function RenameForm({
  template,
  onDone,
}: {
  template: BlockTemplateSummary;
  onDone: (saved: BlockTemplateSummary[] | null) => void;
}) {
  const [name, setName] = useState(template.name);
  const rename = useMutation({
    mutationFn: () => renameBlockTemplate(template.templateId, name.trim()),
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate();
  };
  return (
    <form className="manage-templates__rename" onSubmit={submit}>
      <TextField
        label={`New name for “${template.name}”`}
        name="name"
        value={name}
        maxLength={BLOCK_TEMPLATE_LIMITS.nameLength}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        autoFocus
      />
      <FormAlert error={rename.error} />
      <span className="manage-templates__actions">
        <button type="submit" className="button button--primary" disabled={rename.isPending}>
          {rename.isPending ? 'Renaming…' : 'Rename'}
        </button>
        <button type="button" className="button" onClick={() => onDone(null)}>
          Cancel
        </button>
      </span>
    </form>
  );
}
