import { useMachine } from '@xstate/react';
import { Cookie, X } from 'lucide-react';
import { IconButton } from '../../components/Buttons';
import { cookieBannerMachine } from './cookieBanner.machine';
import './cookieBanner.css';

/** SPEC §8, word for word. */
export const BLOCKED_COOKIES_MESSAGE =
  'We are unable to identify you. This can happen if 3rd party cookies are blocked. Some internet browsers block 3rd party cookies automatically when running in private or incognito mode. Please check your internet browser settings.';

/** The blocked-cookies warning of SPEC §2 app root. */
export function CookieBanner() {
  const [snapshot, send] = useMachine(cookieBannerMachine);
  if (!snapshot.matches('shown')) return null;
  return (
    <div className="cookie-banner" role="alert">
      <Cookie className="cookie-banner__icon" aria-hidden="true" size={22} />
      <p className="cookie-banner__text">{BLOCKED_COOKIES_MESSAGE}</p>
      <IconButton label="Close" title="Close" onClick={() => send({ type: 'CLOSE' })}>
        <X aria-hidden="true" size={18} />
      </IconButton>
    </div>
  );
}
