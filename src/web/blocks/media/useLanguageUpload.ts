import { useRef } from 'react';
import type { MediaKind, UploadedMedia } from '../../api/media';
import { useMediaUpload } from './useMediaUpload';

/**
 * An upload of one language's file among several (captions, narration): the language chosen when
 * the file was picked goes with the stored file to `onStored`, whatever is chosen meanwhile.
 */
export function useLanguageUpload(kind: MediaKind, onStored: (language: string, media: UploadedMedia) => void) {
  const forLanguage = useRef('');
  const upload = useMediaUpload(kind, (media) => onStored(forLanguage.current, media));
  const input = useRef<HTMLInputElement>(null);
  return {
    upload,
    /** For the HiddenFileInput whose picker `chooseFileFor` opens. */
    input,
    chooseFileFor(language: string) {
      forLanguage.current = language;
      input.current?.click();
    },
    uploadFor(language: string, file: File) {
      forLanguage.current = language;
      upload.pick(file);
    },
  };
}
