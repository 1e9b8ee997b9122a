import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import type { LearnerModule } from '../../modules/delivery/shared';
import type { Session } from './boot';

/** What sits under the sticky bar is not in view (the blocks' scroll-margin-top). */
const BAR_HEIGHT = 80;

/** The first block in view and how far from the top it is. */
function placeIn(root: HTMLElement | null) {
  const blocks = [...(root?.querySelectorAll<HTMLElement>('[data-block-id]') ?? [])];
  const first = blocks.find((block) => block.getBoundingClientRect().bottom > BAR_HEIGHT);
  return first ? { id: first.dataset.blockId!, top: first.getBoundingClientRect().top } : null;
}

/**
 * The module in the language the learner chose. Switching swaps the words only: the blocks keep
 * their ids, so what the learner did stays, and the block they were reading stays where it was on
 * the screen (a translation longer or shorter above it would otherwise move it).
 */
export function useModuleLanguage(session: Session, root: RefObject<HTMLElement | null>) {
  const [module, setModule] = useState<LearnerModule>(session.module);
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const place = useRef<ReturnType<typeof placeIn>>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the module in the new language is on the screen
  useLayoutEffect(() => {
    const kept = place.current;
    place.current = null;
    const block = kept && root.current?.querySelector(`[data-block-id="${CSS.escape(kept.id)}"]`);
    if (kept && block) window.scrollBy(0, block.getBoundingClientRect().top - kept.top);
  }, [module, root]);

  const choose = (language: string) => {
    const { moduleIn } = session;
    if (!moduleIn) return;
    const asked = ++latest.current;
    setPending(language);
    setFailed(false);
    moduleIn(language).then(
      (next) => {
        if (asked !== latest.current) return;
        place.current = placeIn(root.current);
        setModule(next);
        setPending(null);
        session.rememberLanguage?.(next.language);
      },
      () => {
        if (asked !== latest.current) return;
        setPending(null);
        setFailed(true);
      },
    );
  };

  const dir = module.languages.find((l) => l.code === module.language)?.dir ?? 'ltr';
  return {
    module,
    dir,
    /** More than one language, and a way to get them. */
    offersLanguages: !!session.moduleIn && module.languages.length > 1,
    pending,
    failed,
    choose,
  };
}
