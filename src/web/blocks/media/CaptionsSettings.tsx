import { FileText, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { BlockOf } from '../../../modules/courses/content';
import { withData } from '../editorProps';
import { SelectField } from '../SelectField';
import { CAPTION_LANGUAGES, languageName } from './captionLanguages';
import { CaptionsText } from './CaptionsText';
import { HiddenFileInput } from './HiddenFileInput';
import { TranscribeControl } from './TranscribeControl';
import { UploadProgress } from './UploadProgress';
import { useLanguageUpload } from './useLanguageUpload';

interface CaptionsSettingsProps {
  block: BlockOf<'VideoBlockComponent'>;
  onChange: (next: BlockOf<'VideoBlockComponent'>) => void;
}

/** A video's captions, one track per language: uploaded as WebVTT, transcribed, or edited here as text. */
export function CaptionsSettings({ block, onChange }: CaptionsSettingsProps) {
  const { vtts, media } = block.data;
  const [language, setLanguage] = useState('en');
  const [editing, setEditing] = useState<string | null>(null);
  // A track comes from the picker, or is the edited text saved as a file.
  const { upload, input, chooseFileFor, uploadFor } = useLanguageUpload('captions', (tag, stored) => {
    onChange(withData(block, { vtts: { ...block.data.vtts, [tag]: stored.url } }));
    setEditing(null);
  });
  const saveText = (tag: string, text: string) =>
    uploadFor(tag, new File([text], `captions-${tag}.vtt`, { type: 'text/vtt' }));

  return (
    <fieldset className="language-tracks">
      <legend>Captions</legend>
      {Object.keys(vtts).length === 0 ? (
        <p className="field__hint">No captions yet: upload a WebVTT file, or transcribe the video.</p>
      ) : (
        <ul className="language-tracks__tracks">
          {Object.entries(vtts).map(([tag, url]) => (
            <li key={tag}>
              <FileText aria-hidden="true" size={16} />
              <span className="language-tracks__language">{languageName(tag)}</span>
              <button type="button" className="button button--quiet" onClick={() => setEditing(tag)}>
                <Pencil aria-hidden="true" size={14} /> Edit {languageName(tag)} captions
              </button>
              <button
                type="button"
                className="button button--quiet"
                onClick={() =>
                  onChange(
                    withData(block, { vtts: Object.fromEntries(Object.entries(vtts).filter(([t]) => t !== tag)) }),
                  )
                }
              >
                <Trash2 aria-hidden="true" size={14} /> Remove
              </button>
              {editing === tag && (
                <CaptionsText
                  url={url}
                  language={languageName(tag)}
                  onSave={(text) => saveText(tag, text)}
                  onCancel={() => setEditing(null)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {upload.uploading ? (
        <UploadProgress fileName={upload.fileName} progress={upload.progress} onCancel={upload.cancel} />
      ) : (
        <div className="language-tracks__add">
          <SelectField label="Captions language" value={language} choices={CAPTION_LANGUAGES} onChange={setLanguage} />
          <button type="button" className="button" onClick={() => chooseFileFor(language)}>
            Upload .vtt
          </button>
        </div>
      )}
      {upload.error && (
        <p className="alert" role="alert">
          {upload.error}
        </p>
      )}
      <TranscribeControl blockId={block.id} mediaId={media?.id} outcome="captions" language={language} />
      <HiddenFileInput ref={input} accept=".vtt,text/vtt" label="Upload captions" onFile={upload.pick} />
    </fieldset>
  );
}
