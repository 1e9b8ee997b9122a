import { useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { type LtiToolAddresses as Addresses, ltiQueries } from '../api/lti';
import { Button } from '../components/Buttons';
import { ErrorState } from '../components/ErrorState';

const ADDRESSES: { key: keyof Addresses; label: string }[] = [
  { key: 'targetLinkUrl', label: 'Tool URL (target link URI)' },
  { key: 'loginUrl', label: 'Initiate login URL' },
  { key: 'redirectUrl', label: 'Redirection URI' },
  { key: 'jwksUrl', label: 'Public keyset URL' },
  { key: 'deepLinkingUrl', label: 'Deep linking URL' },
];

/** Tessera's LTI 1.3 addresses, read-only, each with a Copy button; copying is announced. */
export function LtiToolAddresses() {
  const id = useId();
  const tool = useQuery(ltiQueries.tool());
  const [announced, setAnnounced] = useState('');

  const copy = (label: string, value: string) => {
    setAnnounced('');
    void navigator.clipboard?.writeText(value).then(
      () => setAnnounced(`Copied: ${label}`),
      () => setAnnounced('Could not copy: select the address and copy it yourself'),
    );
  };

  return (
    <section className="settings__subform" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Enter these in your learning platform</h3>
      <p className="muted">When you add Tessera as an external tool (LTI 1.3) there, it asks for these addresses.</p>
      {tool.isPending && <p role="status">Loading Tessera’s addresses…</p>}
      {tool.isError && (
        <ErrorState
          title="Tessera’s addresses could not be loaded"
          error={tool.error}
          onRetry={() => void tool.refetch()}
        />
      )}
      {tool.data && (
        <div className="settings__lti-addresses">
          {ADDRESSES.map(({ key, label }) => {
            const value = tool.data[key];
            return (
              <div className="field" key={key}>
                <label htmlFor={`${id}-${key}`}>{label}</label>
                <div className="settings__copy-row">
                  {/* A textarea, so a long address wraps on a narrow screen instead of hiding its end. */}
                  <textarea
                    id={`${id}-${key}`}
                    rows={1}
                    readOnly
                    spellCheck={false}
                    value={value}
                    onFocus={(e) => e.currentTarget.select()}
                  />
                  <Button aria-label={`Copy ${label}`} onClick={() => copy(label, value)}>
                    <Copy aria-hidden="true" size={16} /> Copy
                  </Button>
                </div>
              </div>
            );
          })}
        </div>
      )}
      <p role="status" aria-live="polite" className="settings__saved">
        {announced}
      </p>
    </section>
  );
}
