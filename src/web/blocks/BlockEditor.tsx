import type { ComponentType } from 'react';
import type { Block, BlockType } from '../../modules/courses/content';
import type { KindType } from '../../modules/courses/content';
import { KIND_UI } from './kinds';
import { AudioBlockEditor } from './AudioBlockEditor';
import { AvatarBlockEditor } from './AvatarBlockEditor';
import type { BlockEditorProps } from './editorProps';
import { EmbedBlockEditor } from './EmbedBlockEditor';
import { GameBlockEditor } from './GameBlockEditor';
import { HeadingBlockEditor } from './HeadingBlockEditor';
import { ImageBlockEditor } from './ImageBlockEditor';
import { InbetweenBlockEditor } from './InbetweenBlockEditor';
import { QuestionBlockEditor } from './QuestionBlockEditor';
import { QuizResultsBlockEditor } from './QuizResultsBlockEditor';
import { TextBlockEditor } from './TextBlockEditor';
import { VideoBlockEditor } from './VideoBlockEditor';

const EDITORS: { [T in BlockType]: ComponentType<BlockEditorProps<T>> } = {
  TextBlockComponent: TextBlockEditor,
  HeadingBlockComponent: HeadingBlockEditor,
  ImageBlockComponent: ImageBlockEditor,
  VideoBlockComponent: VideoBlockEditor,
  AudioBlockComponent: AudioBlockEditor,
  AvatarBlockComponent: AvatarBlockEditor,
  InbetweenBlockComponent: InbetweenBlockEditor,
  CVRBlockComponent: GameBlockEditor,
  EmbedBlockComponent: EmbedBlockEditor,
  QuestionBlockComponent: QuestionBlockEditor,
  QuizResultsBlockComponent: QuizResultsBlockEditor,
  ...(Object.fromEntries(Object.entries(KIND_UI).map(([type, ui]) => [type, ui.Editor])) as {
    [T in KindType]: ComponentType<BlockEditorProps<T>>;
  }),
};

/** One block edited in place, as learners will see it; each edit hands back the whole new block (the caller debounces and saves). */
export function BlockEditor({ block, onChange }: { block: Block; onChange: (next: Block, basedOn?: number) => void }) {
  // The map pairs each type with its editor; TypeScript cannot follow that pairing through a union.
  const Editor = EDITORS[block.type] as ComponentType<{
    block: Block;
    onChange: (next: Block, basedOn?: number) => void;
  }>;
  // Keyed by id: another block gets fresh editor state (drafts, the text region's content).
  return (
    <div className={`block-editor block-editor--${block.type}`}>
      <Editor key={block.id} block={block} onChange={onChange} />
    </div>
  );
}
