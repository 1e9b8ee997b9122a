import { useQuery } from '@tanstack/react-query';
import { Music, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { BlockOf } from '../../../modules/courses/content';
import { translationQueries } from '../../api/translation';
import { languageName } from '../../format/languageName';
import { withData } from '../editorProps';
import { SelectField } from '../SelectField';
import { useEditingCourse } from './EditingCourse';
import { HiddenFileInput } from './HiddenFileInput';
import { UploadProgress } from './UploadProgress';
import { useLanguageUpload } from './useLanguageUpload';

interface NarrationSettingsProps {
  block: BlockOf<'AudioBlockComponent'>;
  onChange: (next: BlockOf<'AudioBlockComponent'>) => void;
}

/**
 * An audio block's recording in each of the module's other languages (SPEC §3 media `audio`):
 * learners in that language hear it instead of the original.
 */
export function NarrationSettings({ block, onChange }: NarrationSettingsProps) {
  const courseId = useEditingCourse();
  const overview = useQuery(translationQueries.overview(courseId));
  const { audio } = block.data;
  const targets = (overview.data?.translatedLanguages ?? []).filter((l) => l !== overview.data?.sourceLanguage);
  const open = targets.filter((l) => !(l in audio));
  const [chosen, setChosen] = useState<string | null>(null);
  const language = chosen !== null && open.includes(chosen) ? chosen : open[0];
  const { upload, input, chooseFileFor } = useLanguageUpload('audio', (tag, stored) =>
    onChange(withData(block, { audio: { ...block.data.audio, [tag]: stored.url } })),
  );
  const remove = (tag: string) =>
    onChange(withData(block, { audio: Object.fromEntries(Object.entries(audio).filter(([t]) => t !== tag)) }));

  return (
    <fieldset className="language-tracks">
      <legend>Audio in other languages</legend>
      {Object.keys(audio).length > 0 && (
        <ul className="language-tracks__tracks">
          {Object.entries(audio).map(([tag, url]) => (
            <li key={tag}>
              <Music aria-hidden="true" size={16} />
              <span className="language-tracks__language">{languageName(tag)}</span>
              {/* biome-ignore lint/a11y/useMediaCaption: the block's transcript is written in the block */}
              <audio controls preload="none" src={url} aria-label={`${languageName(tag)} audio`} />
              <button type="button" className="button button--quiet" onClick={() => remove(tag)}>
                <Trash2 aria-hidden="true" size={14} /> Remove {languageName(tag)} audio
              </button>
            </li>
          ))}
        </ul>
      )}
      {overview.isPending && <p className="field__hint">Loading the module’s languages…</p>}
      {overview.isError && <p className="field__hint">The module’s languages could not be loaded.</p>}
      {overview.data && targets.length === 0 && (
        <p className="field__hint">Add a language in Translations to give learners this audio in their language.</p>
      )}
      {upload.uploading ? (
        <UploadProgress fileName={upload.fileName} progress={upload.progress} onCancel={upload.cancel} />
      ) : (
        language && (
          <div className="language-tracks__add">
            <SelectField
              label="Audio language"
              value={language}
              choices={Object.fromEntries(open.map((l) => [l, languageName(l)]))}
              onChange={setChosen}
            />
            <button type="button" className="button" onClick={() => chooseFileFor(language)}>
              Upload {languageName(language)} audio
            </button>
          </div>
        )
      )}
      {upload.error && (
        <p className="alert" role="alert">
          {upload.error}
        </p>
      )}
      <HiddenFileInput ref={input} accept="audio/*" label="Upload audio in another language" onFile={upload.pick} />
    </fieldset>
  );
}
