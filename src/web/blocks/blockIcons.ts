import {
  AudioLines,
  Code2,
  Gamepad2,
  Heading,
  Image,
  type LucideIcon,
  MessageCircleQuestion,
  SeparatorHorizontal,
  SquarePlay,
  Trophy,
  Type,
  UserRound,
} from 'lucide-react';
import type { BlockType } from '../../modules/courses/content';
import { KIND_UI } from './kinds';

/** Each block type's icon, beside its name in the add-block library. */
export const BLOCK_ICONS: Record<BlockType, LucideIcon> = {
  TextBlockComponent: Type,
  HeadingBlockComponent: Heading,
  ImageBlockComponent: Image,
  VideoBlockComponent: SquarePlay,
  AudioBlockComponent: AudioLines,
  AvatarBlockComponent: UserRound,
  InbetweenBlockComponent: SeparatorHorizontal,
  CVRBlockComponent: Gamepad2,
  EmbedBlockComponent: Code2,
  QuestionBlockComponent: MessageCircleQuestion,
  QuizResultsBlockComponent: Trophy,
  ...Object.fromEntries(Object.entries(KIND_UI).map(([type, ui]) => [type, ui.icon])),
} as Record<BlockType, LucideIcon>;
