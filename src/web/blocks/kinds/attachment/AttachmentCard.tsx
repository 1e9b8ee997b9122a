import { Download, FileText } from 'lucide-react';
import { useId } from 'react';
import type { BlockData } from '../../../../modules/courses/content';
import { Say, useLearnerLocale } from '../../LearnerWords';
import { fileSize, fileType } from './fileFacts';

interface AttachmentCardProps {
  file: Pick<BlockData<'AttachmentBlockComponent'>, 'url' | 'name' | 'contentType' | 'size'>;
  onDownload?: () => void;
}

/** A file's name, type and size, and the link that downloads it (named "Download <file name>"). */
export function AttachmentCard({ file, onDownload }: AttachmentCardProps) {
  const locale = useLearnerLocale();
  const id = useId();
  return (
    <div className="kind-attachment__card">
      <FileText aria-hidden="true" size={32} className="kind-attachment__icon" />
      <div className="kind-attachment__about">
        <p id={`${id}-name`} className="kind-attachment__name">
          {file.name}
        </p>
        <p id={`${id}-facts`} className="kind-attachment__facts">
          {fileType(file.name, file.contentType)} · {fileSize(file.size, locale)}
        </p>
      </div>
      <a
        className="player-button kind-attachment__download"
        href={file.url}
        download={file.name}
        aria-labelledby={`${id}-download ${id}-name`}
        aria-describedby={`${id}-facts`}
        onClick={onDownload}
      >
        <Download aria-hidden="true" size={18} />
        <span id={`${id}-download`}>
          <Say word="attachment.download" />
        </span>
      </a>
    </div>
  );
}
