import { useState } from 'react';
import type { Content } from '../../modules/courses/content';
import type { DraftPatch } from './draftPatch';
import { shownValue } from './shownValue';

const TITLE_MAX_LENGTH = 200;
const DESCRIPTION_MAX_LENGTH = 5000;
const trim = (value: string) => value.trim();
const same = (value: string) => value;

/** The module's title and description; what was typed survives a save that stored it trimmed. */
export function TitleFields({ content, change }: { content: Content; change: (patch: DraftPatch) => void }) {
  const [typed, setTyped] = useState<{ title?: string; description?: string }>({});
  const edit = (field: 'title' | 'description', value: string) => {
    setTyped((previous) => ({ ...previous, [field]: value }));
    change({ [field]: value });
  };
  return (
    <>
      <div className="field field--title">
        <label htmlFor="module-title">Module title</label>
        <input
          id="module-title"
          value={shownValue(undefined, typed.title, content.title, trim)}
          maxLength={TITLE_MAX_LENGTH}
          placeholder="Untitled module"
          onChange={(event) => edit('title', event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="module-description">Module description</label>
        <textarea
          id="module-description"
          rows={3}
          value={shownValue(undefined, typed.description, content.description, same)}
          maxLength={DESCRIPTION_MAX_LENGTH}
          placeholder="What will learners take away from this module?"
          onChange={(event) => edit('description', event.target.value)}
        />
      </div>
    </>
  );
}
