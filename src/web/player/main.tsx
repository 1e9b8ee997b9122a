import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PlayerError } from './api';
import { boot, type Session } from './boot';
import { Player } from './Player';
import '../utilities.css';
import '../blocks/learnerLook.css';
import '../theme/themeLook.css';
import './player.css';
import './rtl.css';

/** The learner player: its own small bundle (no router, no query cache, none of the author app). */
function App() {
  const [session, setSession] = useState<Session | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    boot(window).then(setSession, (e: unknown) =>
      setError(e instanceof PlayerError ? e.message : 'This module could not be opened.'),
    );
  }, []);
  if (error)
    return (
      <main className="player player--message learner-surface">
        <h1>Module unavailable</h1>
        <p role="alert">{error}</p>
      </main>
    );
  if (!session)
    return (
      <main className="player player--message learner-surface" aria-busy="true">
        <h1 className="visually-hidden">Module</h1>
        <p role="status">Loading the module…</p>
      </main>
    );
  return (
    <main>
      <Player session={session} ownsPage />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
