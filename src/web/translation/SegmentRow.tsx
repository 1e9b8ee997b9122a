import { useId } from 'react';
import { fieldName } from '../../modules/courses/translation/shared';
import type { TranslationSegment } from '../api/translation';
import { InlineText } from '../blocks/InlineText';
import { RichTextField } from '../blocks/richText/RichTextField';
import { MachineDraftLabel } from './MachineDraftLabel';
import { SEGMENT_STATE_LABELS } from './states';
import type { TypedTranslation } from './useTranslationSaves';

interface SegmentRowProps {
  segment: TranslationSegment;
  /** What the translator typed and is not saved yet, shown over the saved translation. */
  unsaved: TypedTranslation | undefined;
  /** Their last edit was refused: the source changed while they translated it. */
  sourceChanged: boolean;
  language: { code: string; name: string; dir: 'ltr' | 'rtl' };
  sourceLanguage: string;
  onType: (typed: TypedTranslation) => void;
  onBlur: () => void;
}

/** One field: its source on the left, its translation on the right, and where the translation stands. */
export function SegmentRow({
  segment,
  unsaved,
  sourceChanged,
  language,
  sourceLanguage,
  onType,
  onBlur,
}: SegmentRowProps) {
  const labelId = useId();
  const name = fieldName(segment);
  const value = unsaved?.text ?? segment.text;
  const type = (text: string) => onType({ text, sourceHash: segment.sourceHash });
  const state = unsaved ? 'human' : segment.state;
  return (
    <div className={`translation-row translation-row--${segment.state}`}>
      <div className="translation-row__source" lang={sourceLanguage}>
        <span className="translation-row__field">{name}</span>
        {segment.kind === 'html' ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text is sanitised on the server before it is stored
          <div className="rich-text rich-text--view" dangerouslySetInnerHTML={{ __html: segment.source }} />
        ) : (
          <p className="translation-row__text">{segment.source}</p>
        )}
      </div>
      <div className="translation-row__target">
        <span className="translation-row__field">
          <span id={labelId}>
            {name}, {language.name}
          </span>
          <span className={`translation-chip translation-chip--${state}`}>
            {state === 'machine' ? <MachineDraftLabel /> : SEGMENT_STATE_LABELS[state]}
          </span>
          {state === 'machine' && (
            // The same words, now a person's: the draft label goes.
            <button
              type="button"
              className="button button--quiet translation-row__confirm"
              aria-label={`Confirm ${name}, ${language.name}`}
              onClick={() => {
                type(segment.text);
                onBlur();
              }}
            >
              Confirm
            </button>
          )}
        </span>
        {segment.kind === 'html' ? (
          // Only the text runs in the language's direction; the toolbar stays where the app has it.
          <RichTextField
            value={value}
            onChange={type}
            onBlur={onBlur}
            labelledBy={labelId}
            lang={language.code}
            dir={language.dir}
          />
        ) : (
          <div lang={language.code} dir={language.dir}>
            <InlineText
              value={value}
              onChange={type}
              onBlur={onBlur}
              label={`${name}, ${language.name}`}
              placeholder={`${name} in ${language.name}`}
              className="translation-row__input"
              multiline={segment.field === 'transcript' || segment.field === 'courseDescription'}
            />
          </div>
        )}
        {segment.state === 'outdated' && !unsaved && (
          <p className="translation-row__notice" role="note">
            The original changed since this was translated. Check it against the new text, or translate the block again.
          </p>
        )}
        {sourceChanged && (
          <p className="translation-row__notice" role="alert">
            The original changed while you were translating it: your words were not saved. Here is the new text.
          </p>
        )}
        {segment.memory !== undefined && !unsaved && (
          <p className="translation-row__memory">
            <span className="muted">Your translation memory: </span>
            <span lang={language.code} dir={language.dir}>
              {segment.kind === 'html' ? stripTags(segment.memory) : segment.memory}
            </span>{' '}
            <button type="button" className="button button--quiet" onClick={() => type(segment.memory!)}>
              Use it
            </button>
          </p>
        )}
      </div>
    </div>
  );
}

const stripTags = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
