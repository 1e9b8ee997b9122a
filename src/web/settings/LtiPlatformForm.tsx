import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type LtiPlatform, type LtiPlatformDraft, ltiQueries, registerLtiPlatform } from '../api/lti';
import { FormAlert } from '../components/FormAlert';
import { TextField } from '../components/TextField';
import { serverFieldErrors } from './serverFieldErrors';

type Field = 'name' | 'issuer' | 'clientId' | 'deploymentId' | 'authLoginUrl' | 'tokenUrl' | 'jwksUrl';
type Draft = Record<Field, string>;

const EMPTY: Draft = {
  name: '',
  issuer: '',
  clientId: '',
  deploymentId: '',
  authLoginUrl: '',
  tokenUrl: '',
  jwksUrl: '',
};

const FIELDS: { field: Field; label: string; placeholder?: string; url?: boolean; missing: string }[] = [
  { field: 'name', label: 'Name', missing: 'Enter a name your admins will recognise' },
  {
    field: 'issuer',
    label: 'Platform ID (issuer)',
    placeholder: 'https://…',
    url: true,
    missing: 'Enter the platform ID',
  },
  { field: 'clientId', label: 'Client ID', missing: 'Enter the client ID' },
  { field: 'deploymentId', label: 'Deployment ID', missing: 'Enter the deployment ID' },
  {
    field: 'authLoginUrl',
    label: 'Authentication request URL',
    placeholder: 'https://…',
    url: true,
    missing: 'Enter the authentication request URL',
  },
  {
    field: 'tokenUrl',
    label: 'Access token URL',
    placeholder: 'https://…',
    url: true,
    missing: 'Enter the access token URL',
  },
  {
    field: 'jwksUrl',
    label: 'Public keyset URL',
    placeholder: 'https://…',
    url: true,
    missing: 'Enter the public keyset URL',
  },
];

const URL_REFUSED = 'Enter a full address, starting with https://';

/** The server's field names, as this form's. */
const fieldOf = (serverField: string): Field =>
  serverField === 'deploymentIds' ? 'deploymentId' : (serverField as Field);

function validate(draft: Draft): { body: LtiPlatformDraft } | { errors: Partial<Record<Field, string>> } {
  const errors: Partial<Record<Field, string>> = {};
  for (const { field, missing } of FIELDS) if (!draft[field].trim()) errors[field] = missing;
  if (Object.keys(errors).length) return { errors };
  const t = (field: Field) => draft[field].trim();
  return {
    body: {
      name: t('name'),
      issuer: t('issuer'),
      clientId: t('clientId'),
      deploymentIds: [t('deploymentId')],
      authLoginUrl: t('authLoginUrl'),
      tokenUrl: t('tokenUrl'),
      jwksUrl: t('jwksUrl'),
    },
  };
}

/** "Add a learning platform": what the platform shows for Tessera once it is added there. */
export function LtiPlatformForm({ onAdded }: { onAdded: (platform: LtiPlatform) => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  // Once refused and the fields are enabled again: focus on the first refused field, else the button.
  const [refocus, setRefocus] = useState(0);
  const focusFirstInvalid = () => setRefocus((n) => n + 1);

  const register = useMutation({
    mutationFn: registerLtiPlatform,
    onSuccess: async (platform) => {
      setDraft(EMPTY);
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: ltiQueries.platforms().queryKey });
      onAdded(platform);
    },
    onError: (error) => {
      const refused: Partial<Record<Field, string>> = {};
      for (const [field, reason] of Object.entries(serverFieldErrors(error))) {
        const mine = fieldOf(field);
        const url = FIELDS.find((f) => f.field === mine)?.url;
        refused[mine] = url ? URL_REFUSED : reason;
      }
      setErrors(refused);
      focusFirstInvalid();
    },
  });
  useEffect(() => {
    if (refocus === 0 || register.isPending) return;
    (form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? submitButton.current)?.focus();
    setRefocus(0);
  }, [refocus, register.isPending]);

  // A refusal the fields show needs no alert too; any other (409, network) does.
  const alert = register.error && Object.keys(errors).length === 0 ? register.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    register.mutate(checked.body);
  };

  return (
    <form
      ref={form}
      className="settings__subform"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
    >
      <h3 id={`${id}-title`}>Add a learning platform</h3>
      <p id={`${id}-hint`} className="muted">
        Once Tessera is added there, your learning platform shows these details for it.
      </p>
      <FormAlert error={alert} />
      <fieldset className="settings__lti-fields" disabled={register.isPending}>
        {FIELDS.map(({ field, label, placeholder, url }) => (
          <TextField
            key={field}
            label={label}
            name={field}
            value={draft[field]}
            placeholder={placeholder}
            type={url ? 'url' : 'text'}
            inputMode={url ? 'url' : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={url ? 2000 : field === 'name' ? 200 : 300}
            error={errors[field]}
            onChange={(e) => {
              const value = e.target.value;
              setDraft((d) => ({ ...d, [field]: value }));
              if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
            }}
          />
        ))}
      </fieldset>
      <div className="settings__actions">
        <button ref={submitButton} type="submit" className="button button--primary" disabled={register.isPending}>
          {register.isPending ? 'Adding…' : 'Add learning platform'}
        </button>
      </div>
    </form>
  );
}
