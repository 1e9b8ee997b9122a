import { useMemo } from 'react';
import type { Content } from '../../modules/courses/content';
import { currentUser } from '../api/currentUser';
import { BLOCK_LABELS } from '../blocks/blockLabels';
import { unreadOf } from './threads';
import { useCommentCounts } from './useCommentCounts';
import { useComments } from './useComments';
import { useCommentsLive } from './useCommentsLive';
import { useHighlight } from './useHighlight';

/**
 * Everything a page showing a module with comments needs (the editor, the collaborate view): who I
 * am, the threads and their calls, open counts, my unread count, block names, and a notification
 * that opens the block's comments (`open`) and highlights the comment.
 */
export type ModuleComments = ReturnType<typeof useModuleComments>;

export function useModuleComments(courseId: string, content: Content, open: (blockId: string) => void) {
  const me = useMemo(() => currentUser() ?? { id: '', name: '' }, []);
  const comments = useComments(courseId, me);
  const counts = useCommentCounts(courseId);
  const { highlight, point } = useHighlight();
  useCommentsLive(courseId, me.id, (blockId, commentId) => {
    open(blockId);
    point(blockId, commentId);
  });
  const blockLabel = (blockId: string) => {
    const block = content.blocks[blockId];
    return block ? `${BLOCK_LABELS[block.type]} block` : 'a deleted block';
  };
  return {
    me,
    comments,
    highlight,
    counts,
    unread: unreadOf(comments.threads, me.id).length,
    blockLabel,
  };
}
