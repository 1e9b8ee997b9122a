import { useState } from 'react';
import { InlineText } from '../blocks/InlineText';
import type { Content } from '../../modules/courses/content';
import type { DraftPatch } from './draftPatch';
import { shownValue } from './shownValue';

const TITLE_MAX_LENGTH = 200;
const DESCRIPTION_MAX_LENGTH = 5000;
const trim = (value: string) => value.trim();
const same = (value: string) => value;

/** The module's title and description, in place as the player's header; what was typed survives a save that stored it trimmed. */
export function TitleFields({ content, change }: { content: Content; change: (patch: DraftPatch) => void }) {
  const [typed, setTyped] = useState<{ title?: string; description?: string }>({});
  const edit = (field: 'title' | 'description', value: string) => {
    setTyped((previous) => ({ ...previous, [field]: value }));
    change({ [field]: value });
  };
  return (
    <header className="player-header">
      <div className="title-fields" data-tour="module-title">
        <InlineText
          className="player-title"
          label="Module title"
          placeholder="Untitled module"
          value={shownValue(undefined, typed.title, content.title, trim)}
          onChange={(value) => edit('title', value.slice(0, TITLE_MAX_LENGTH))}
        />
        <InlineText
          className="player-description"
          label="Module description"
          placeholder="What will learners take away from this module?"
          multiline
          value={shownValue(undefined, typed.description, content.description, same)}
          onChange={(value) => edit('description', value.slice(0, DESCRIPTION_MAX_LENGTH))}
        />
      </div>
    </header>
  );
}
