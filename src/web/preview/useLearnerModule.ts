import { useEffect, useState } from 'react';
import { type Content, learnerView } from '../../modules/courses/content';
import type { LearnerModule } from '../../modules/delivery/shared';
import type { Theme } from '../../modules/themes/shared';

/** The module as the player receives it (answers hashed), in its theme, made in the browser from the author's copy. */
export function useLearnerModule(id: string, revision: number, content: Content, look: Theme): LearnerModule | null {
  const [module, setModule] = useState<LearnerModule | null>(null);
  useEffect(() => {
    let current = true;
    void learnerView(content).then((view) => {
      // The draft's language is not known here: no `lang` rather than a wrong one, and no other languages.
      if (current) setModule({ id, revision, publishedAt: '', language: '', languages: [], ...view, look });
    });
    return () => {
      current = false;
    };
  }, [id, revision, content, look]);
  return module;
}
