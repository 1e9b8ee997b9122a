import { useParams } from 'react-router';
import { BLOCK_TYPES, type BlockType } from '../../modules/courses/content';
import { createCourse } from '../api/courses';
import { BLOCK_LABELS } from '../blocks/blockLabels';
import { CreatingModule } from './CreatingModule';
import { NotFoundPage } from './NotFoundPage';

const isBlockType = (type: string): type is BlockType => (BLOCK_TYPES as readonly string[]).includes(type);

/** /create-mono/{type}: a module that is one block of the type (a single video, game or question). */
export function CreateMonoPage() {
  const { type = '' } = useParams();
  if (!isBlockType(type)) return <NotFoundPage />;
  return (
    <CreatingModule
      key={type}
      create={() => createCourse({ title: `New ${BLOCK_LABELS[type].toLowerCase()}`, mono: type })}
    />
  );
}
