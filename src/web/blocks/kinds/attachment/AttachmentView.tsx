import { useState } from 'react';
import { isPlayableFileAddress } from '../../../../modules/courses/content';
import type { BlockViewProps } from '../../editorProps';
import { Empty } from '../../Empty';
import { useExplored } from '../../explore';
import { Say } from '../../LearnerWords';
import { AttachmentCard } from './AttachmentCard';

/** The one part of an attachment is its file: explored once downloaded. */
const FILE = ['file'];

/** A file to download, with the author's words about it; done once the learner downloaded it. */
export default function AttachmentView({ block }: BlockViewProps<'AttachmentBlockComponent'>) {
  const { url, description } = block.data;
  const [downloaded, setDownloaded] = useState(false);
  useExplored(block.id, FILE, downloaded ? FILE : []);
  if (!url || !isPlayableFileAddress(url))
    return (
      <Empty>
        <Say word="attachment.noFile" />
      </Empty>
    );
  return (
    <div className="kind-attachment">
      <AttachmentCard file={block.data} onDownload={() => setDownloaded(true)} />
      {description && <p className="kind-attachment__description">{description}</p>}
    </div>
  );
}
