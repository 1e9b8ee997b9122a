import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type LearnerWords, LearnerWordsProvider, Say } from '../blocks/LearnerWords';
import { PlayerError } from './api';
import { boot, type Session } from './boot';
import { Player } from './Player';
import { earlyLanguage } from '../blocks/words/early-language';
import { playerWordsIn, prepareWords } from '../blocks/words/player-words';
import '../utilities.css';
import '../blocks/learnerLook.css';
import '../theme/themeLook.css';
import './player.css';
import './rtl.css';

const early = earlyLanguage(window);
// The words for "Loading…" and for why a module cannot open come while the module does.
const earlyWords = prepareWords(early).catch(() => {});

/** The learner player: its own small bundle (no router, no query cache, none of the author app). */
function App() {
  const [session, setSession] = useState<Session | null>(null);
  const [error, setError] = useState<PlayerError | null>(null);
  const [words, setWords] = useState<LearnerWords | null>(null);
  useEffect(() => {
    earlyWords.then(() => setWords(playerWordsIn(early)));
    boot(window).then(setSession, (e: unknown) =>
      setError(e instanceof PlayerError ? e : new PlayerError('player.notOpened')),
    );
  }, []);
  if (session)
    return (
      <main>
        <Player session={session} ownsPage />
      </main>
    );
  if (!words) return <main className="player player--message learner-surface" aria-busy="true" />;
  if (error)
    return (
      <LearnerWordsProvider value={words}>
        <main className="player player--message learner-surface">
          <h1>
            <Say word="player.unavailable" />
          </h1>
          <p role="alert">{error.serverMessage ?? <Say word={error.word} values={error.values} />}</p>
        </main>
      </LearnerWordsProvider>
    );
  return (
    <LearnerWordsProvider value={words}>
      <main className="player player--message learner-surface" aria-busy="true">
        <h1 className="visually-hidden">
          <Say word="player.module" />
        </h1>
        <p role="status">
          <Say word="player.loading" />
        </p>
      </main>
    </LearnerWordsProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
