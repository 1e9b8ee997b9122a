import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { aiQueries } from '../api/ai';
import { userQueries } from '../api/auth';
import { organisationQueries } from '../api/organisation';
import { type OrgSettings, type OrgSettingsView, saveOrgSettings, settingsQueries } from '../api/settings';
import { themeQueries } from '../api/themes';
import { Check } from '../blocks/Check';
import { FormAlert } from '../components/FormAlert';
import { TextField } from '../components/TextField';
import { OriginsEditor } from './OriginsEditor';
import { SaveButton } from './SaveButton';
import { serverFieldErrors } from './serverFieldErrors';
import { useSettingsForm } from './useSettingsForm';

const count = new Intl.NumberFormat('en');

type Draft = Omit<OrgSettings, 'aiMonthlyLimit'> & { limit: string };

const draftOf = ({ aiMonthlyLimit, ...rest }: OrgSettings): Draft => ({
  ...rest,
  limit: aiMonthlyLimit === null ? '' : String(aiMonthlyLimit),
});

/** The draft as settings, or what is wrong with it, field by field. */
function validate(draft: Draft): { settings: OrgSettings } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'Enter the organisation’s name';
  const limitText = draft.limit.trim();
  const limit = limitText === '' ? null : Number(limitText);
  if (limit !== null && !(Number.isInteger(limit) && limit >= 0 && limit <= 10_000_000))
    errors.aiMonthlyLimit = 'Enter a whole number of calls from 0 to 10,000,000, or leave it empty for no limit';
  if (Object.keys(errors).length) return { errors };
  const { limit: _text, ...rest } = draft;
  return { settings: { ...rest, name, aiMonthlyLimit: limit } };
}

/** Only what differs from the saved settings goes to the server. */
function changesFrom(saved: OrgSettings, next: OrgSettings): Partial<OrgSettings> {
  const changed = Object.entries(next).filter(
    ([key, value]) => JSON.stringify(value) !== JSON.stringify(saved[key as keyof OrgSettings]),
  );
  return Object.fromEntries(changed);
}

/** "Organisation" on /settings (admins): name, AI, default theme, default dispatch origins, translation. */
export function OrganisationSettingsForm({ view }: { view: OrgSettingsView }) {
  const id = useId();
  const queryClient = useQueryClient();
  const themes = useQuery(themeQueries.list());
  const [draft, setDraft] = useState(() => draftOf(view.settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useSettingsForm();
  const save = useMutation({
    mutationFn: saveOrgSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueries.organisation().queryKey, saved);
      setDraft(draftOf(saved.settings));
      // Where else these show: the organisation's name, the AI switch and the assistant's status.
      void queryClient.invalidateQueries({ queryKey: userQueries.info().queryKey });
      void queryClient.invalidateQueries({ queryKey: organisationQueries.aiAccess().queryKey });
      void queryClient.invalidateQueries({ queryKey: aiQueries.status().queryKey });
      form.succeeded('Organisation settings saved');
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      form.failed();
    },
  });
  const edit = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    form.edited();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return form.failed();
    }
    setErrors({});
    const changes = changesFrom(view.settings, checked.settings);
    if (Object.keys(changes).length === 0) return form.succeeded('Nothing to save: no setting changed');
    save.mutate(changes);
  };
  const limitHint = `${count.format(view.aiCallsThisMonth)} calls so far this month. Leave empty for no monthly limit.`;
  const themeMissing = themes.data && !themes.data.some((t) => t.id === draft.defaultTheme);

  return (
    <form ref={form.form} className="settings__form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Organisation</h2>
      <p className="muted">These apply to everyone in the organisation.</p>
      <FormAlert error={save.error} />
      <fieldset className="settings__group" disabled={save.isPending}>
        <TextField
          label="Organisation name"
          name="name"
          value={draft.name}
          maxLength={120}
          autoComplete="organization"
          onChange={(e) => edit({ name: e.target.value })}
          error={errors.name}
        />
      </fieldset>
      <fieldset className="settings__group" disabled={save.isPending}>
        <legend>AI assistant</legend>
        <Check checked={draft.aiEnabled} onChange={(e) => edit({ aiEnabled: e.target.checked })}>
          Let members use the AI assistant
        </Check>
        <div className="field settings__narrow">
          <label htmlFor={`${id}-limit`}>Monthly limit (calls, whole organisation)</label>
          <input
            id={`${id}-limit`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="No limit"
            value={draft.limit}
            disabled={!draft.aiEnabled}
            onChange={(e) => edit({ limit: e.target.value })}
            aria-invalid={errors.aiMonthlyLimit ? true : undefined}
            aria-describedby={`${id}-limit-hint${errors.aiMonthlyLimit ? ` ${id}-limit-error` : ''}`}
          />
          <p id={`${id}-limit-hint`} className="field__hint">
            {limitHint}
          </p>
          {errors.aiMonthlyLimit && (
            <p id={`${id}-limit-error`} className="field__error">
              {errors.aiMonthlyLimit}
            </p>
          )}
        </div>
      </fieldset>
      <fieldset className="settings__group" disabled={save.isPending}>
        <legend>New modules</legend>
        <div className="field settings__narrow">
          <label htmlFor={`${id}-theme`}>Default theme</label>
          <select
            id={`${id}-theme`}
            value={draft.defaultTheme}
            onChange={(e) => edit({ defaultTheme: e.target.value })}
            aria-invalid={errors.defaultTheme ? true : undefined}
            aria-describedby={`${id}-theme-hint${errors.defaultTheme ? ` ${id}-theme-error` : ''}`}
          >
            {themeMissing && <option value={draft.defaultTheme}>A deleted theme (new modules use Tessera)</option>}
            {!themes.data && <option value={draft.defaultTheme}>Loading themes…</option>}
            {themes.data?.map((theme) => (
              <option key={theme.id} value={theme.id}>
                {theme.builtIn ? theme.name : `${theme.name} (custom)`}
              </option>
            ))}
          </select>
          <p id={`${id}-theme-hint`} className="field__hint">
            The theme every new module starts with; authors can still choose another. Existing modules keep theirs.
          </p>
          {errors.defaultTheme && (
            <p id={`${id}-theme-error`} className="field__error">
              {errors.defaultTheme}
            </p>
          )}
          {themes.isError && <p className="field__error">The themes could not be loaded.</p>}
        </div>
      </fieldset>
      <OriginsEditor
        origins={draft.defaultDispatchOrigins}
        onChange={(defaultDispatchOrigins) => edit({ defaultDispatchOrigins })}
        error={errors.defaultDispatchOrigins}
        disabled={save.isPending}
      />
      <fieldset className="settings__group" disabled={save.isPending}>
        <legend>Translation</legend>
        <Check checked={draft.translationEnabled} onChange={(e) => edit({ translationEnabled: e.target.checked })}>
          Let authors translate modules
        </Check>
        <p className="field__hint">
          When off, no one can add languages, machine-translate or edit translations. Published translations stay
          available to learners.
        </p>
      </fieldset>
      <SaveButton ref={form.saveButton} busy={save.isPending} saved={form.saved}>
        Save organisation settings
      </SaveButton>
    </form>
  );
}
