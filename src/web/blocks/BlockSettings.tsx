import type { ComponentType } from 'react';
import type { Block, BlockType } from '../../modules/courses/content';
import { AudioBlockSettings } from './AudioBlockEditor';
import type { BlockEditorProps } from './editorProps';
import { EmbedBlockSettings } from './EmbedBlockEditor';
import { GameBlockSettings } from './GameBlockEditor';
import { HeadingBlockSettings } from './HeadingBlockEditor';
import { ImageBlockSettings } from './ImageBlockEditor';
import { QuestionBlockSettings } from './QuestionBlockEditor';
import { VideoBlockSettings } from './VideoBlockEditor';

/** What learners do not see of a block (addresses, alt text, levels, answer types): set beside it, not in place. */
const SETTINGS: { [T in BlockType]?: ComponentType<BlockEditorProps<T>> } = {
  HeadingBlockComponent: HeadingBlockSettings,
  ImageBlockComponent: ImageBlockSettings,
  VideoBlockComponent: VideoBlockSettings,
  AudioBlockComponent: AudioBlockSettings,
  CVRBlockComponent: GameBlockSettings,
  EmbedBlockComponent: EmbedBlockSettings,
  QuestionBlockComponent: QuestionBlockSettings,
};

export const hasSettings = (type: BlockType) => type in SETTINGS;

/** A block whose only source is an address it does not have yet shows nothing: its settings, where the address goes, start open. (Image, audio and uploaded video offer their upload in place.) */
export const startsWithSettingsOpen = (block: Block) =>
  (block.type === 'EmbedBlockComponent' && block.data.url === '') ||
  (block.type === 'VideoBlockComponent' && block.data.videoType !== 'upload' && block.data.url === '');

interface BlockSettingsProps {
  block: Block;
  onChange: (next: Block, basedOn?: number) => void;
  /** The block's name in the module ("Image block 2 of 5"). */
  label: string;
}

export function BlockSettings({ block, onChange, label }: BlockSettingsProps) {
  // The map pairs each type with its settings; TypeScript cannot follow that pairing through a union.
  const Settings = SETTINGS[block.type] as ComponentType<{ block: Block; onChange: BlockSettingsProps['onChange'] }>;
  return (
    <section className="block-settings" aria-label={`Settings of ${label}`}>
      <Settings key={block.id} block={block} onChange={onChange} />
    </section>
  );
}
