import { type ComponentType, Suspense } from 'react';
import type { Block, BlockType } from '../../modules/courses/content';
import { KIND_VIEWS } from './kinds/views';
import type { BlockViewProps } from './editorProps';
import { GameView } from './GameView';
import { AudioView, AvatarView, EmbedView, ImageView, VideoView } from './mediaViews';
import { QuestionView } from './QuestionView';
import { HeadingView, InbetweenView, QuizResultsView, TextView } from './textViews';

const VIEWS: { [T in BlockType]: ComponentType<BlockViewProps<T>> } = {
  TextBlockComponent: TextView,
  HeadingBlockComponent: HeadingView,
  ImageBlockComponent: ImageView,
  VideoBlockComponent: VideoView,
  AudioBlockComponent: AudioView,
  AvatarBlockComponent: AvatarView,
  InbetweenBlockComponent: InbetweenView,
  CVRBlockComponent: GameView,
  EmbedBlockComponent: EmbedView,
  QuestionBlockComponent: QuestionView,
  QuizResultsBlockComponent: QuizResultsView,
  ...KIND_VIEWS,
};

/** A block as learners and previews see it. */
export function BlockView({ block }: { block: Block }) {
  // The map pairs each type with its view; TypeScript cannot follow that pairing through a union.
  const View = VIEWS[block.type] as ComponentType<{ block: Block }>;
  return (
    <div className={`block-view block-view--${block.type}`}>
      <Suspense fallback={<div className="block-loading" aria-busy="true" />}>
        <View block={block} />
      </Suspense>
    </div>
  );
}
