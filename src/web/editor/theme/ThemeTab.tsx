import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { builtInTheme, DEFAULT_THEME, type Theme, type ThemeLook } from '../../../modules/themes/shared';
import { describeError, isApiError } from '../../api/errors';
import { changeTheme, createTheme, deleteTheme, duplicateTheme, themeQueries } from '../../api/themes';
import { Dialog } from '../../components/Dialog';
import { type ThemeDraft, ThemeEditor } from './ThemeEditor';
import { ThemeGallery } from './ThemeGallery';
import './themeTab.css';

interface ThemeTabProps {
  /** The module's theme: a built-in name or a custom theme's id. */
  themeId: string;
  onChoose: (themeId: string) => void;
  /** A look to show the module in while a theme is edited; null when editing ends. */
  onPreview: (look: ThemeLook | null) => void;
}

type Editing = { mode: 'create'; from: Theme } | { mode: 'edit'; theme: Theme };

const NEW_BUTTON = 'new-theme-button';

const lookOf = ({ id: _id, name: _name, builtIn: _builtIn, ...look }: Theme): ThemeLook => look;

const errorOf = (error: unknown) =>
  error
    ? {
        message: describeError(error),
        field: isApiError(error) ? (error.details as { field?: string })?.field : undefined,
      }
    : null;

/** SPEC §2 "Theme: create a new theme or use built-in ones": pick, create, edit, duplicate, delete. */
export function ThemeTab({ themeId, onChoose, onPreview }: ThemeTabProps) {
  const queryClient = useQueryClient();
  const themes = useQuery(themeQueries.list());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Theme | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<string | null>(null);
  const current = themes.data?.find((t) => t.id === themeId) ?? builtInTheme(themeId) ?? DEFAULT_THEME;

  const refresh = () => queryClient.invalidateQueries({ queryKey: themeQueries.all() });
  /** Where the focus goes once the editor closes: the theme's card, or (null) the New theme button. */
  const finishEditing = (focusId: string | null) => {
    focusAfter.current = focusId ?? NEW_BUTTON;
    setEditing(null);
    onPreview(null);
  };
  // A panel closed mid-edit leaves the module in its own theme.
  useEffect(() => () => onPreview(null), [onPreview]);
  useEffect(() => {
    if (editing || focusAfter.current !== NEW_BUTTON) return;
    focusAfter.current = null;
    newButton.current?.focus();
  }, [editing]);

  const save = useMutation({
    mutationFn: ({ draft, target }: { draft: ThemeDraft; target: Editing }) =>
      target.mode === 'create'
        ? createTheme(draft.name, target.from.id, draft.look)
        : // The server records only the fields that changed.
          changeTheme(target.theme.id, { name: draft.name, ...draft.look }),
    onSuccess: async (theme, { target }) => {
      await refresh();
      if (target.mode === 'create') onChoose(theme.id);
      finishEditing(theme.id);
    },
  });
  const duplicate = useMutation({
    mutationFn: (theme: Theme) => duplicateTheme(theme.id),
    onSuccess: async (copy) => {
      await refresh();
      setEditing({ mode: 'edit', theme: copy });
    },
  });
  const remove = useMutation({
    mutationFn: (theme: Theme) => deleteTheme(theme.id),
    onSuccess: async (_, theme) => {
      if (theme.id === themeId) onChoose(DEFAULT_THEME.id);
      setDeleting(null);
      await refresh();
      newButton.current?.focus();
    },
  });
  const preview = useCallback((look: ThemeLook) => onPreview(look), [onPreview]);

  if (editing)
    return (
      <ThemeEditor
        key={editing.mode === 'edit' ? editing.theme.id : 'new'}
        title={editing.mode === 'create' ? 'New theme' : `Edit “${editing.theme.name}”`}
        initial={
          editing.mode === 'create'
            ? { name: '', look: lookOf(editing.from) }
            : { name: editing.theme.name, look: lookOf(editing.theme) }
        }
        saving={save.isPending}
        error={errorOf(save.error)}
        onPreview={preview}
        onSave={(draft) => save.mutate({ draft, target: editing })}
        onCancel={() => {
          save.reset();
          finishEditing(editing.mode === 'edit' ? editing.theme.id : null);
        }}
      />
    );

  return (
    <div className="theme-tab">
      <ThemeGallery
        themes={themes.data ?? null}
        loadError={themes.error ? describeError(themes.error) : null}
        chosen={current.id}
        focusOn={focusAfter}
        onChoose={onChoose}
        onEdit={(theme) => setEditing({ mode: 'edit', theme })}
        onDuplicate={(theme) => duplicate.mutate(theme)}
        onDelete={setDeleting}
      />
      <button
        ref={newButton}
        type="button"
        className="button"
        onClick={() => setEditing({ mode: 'create', from: current })}
      >
        <Plus aria-hidden="true" size={16} /> New theme from “{current.name}”
      </button>
      {duplicate.error && (
        <p className="alert" role="alert">
          {describeError(duplicate.error)}
        </p>
      )}
      {deleting && (
        <Dialog title={`Delete the theme “${deleting.name}”?`} onClose={() => setDeleting(null)}>
          <p>Modules that use it will show the Tessera theme instead. This cannot be undone.</p>
          {remove.error && (
            <p className="alert" role="alert">
              {describeError(remove.error)}
            </p>
          )}
          <div className="dialog__actions">
            <button
              type="button"
              className="button button--danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(deleting)}
            >
              {remove.isPending ? 'Deleting…' : 'Delete theme'}
            </button>
            <button type="button" className="button" data-autofocus onClick={() => setDeleting(null)}>
              Keep it
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
