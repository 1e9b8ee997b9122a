import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Content } from '../../../modules/courses/content';
import { Button } from '../../components/Buttons';
import { useToast } from '../../components/ToastProvider';
import type { DraftPatch } from '../../editor/draftPatch';
import { useAssistant } from '../useAssistant';
import { OutlineWizard } from './OutlineWizard';
import { outlinePatch } from './outlinePatch';
import './outline.css';

interface DraftWithAiProps {
  courseId: string;
  content: Content;
  change: (patch: DraftPatch) => void;
}

/** The editor bar's "Draft with AI": the outline wizard, whose outline lands as blocks in one change. */
export function DraftWithAi({ courseId, content, change }: DraftWithAiProps) {
  const { enabled } = useAssistant();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  /** The first block added: its field takes the focus once the editor shows it. */
  const [added, setAdded] = useState<string | null>(null);
  useEffect(() => {
    if (!added) return;
    const field = document.querySelector<HTMLElement>(
      `[data-block-id="${added}"] textarea, [data-block-id="${added}"] [contenteditable="true"]`,
    );
    if (!field) return; // Not shown yet: the render with the new content tries again.
    field.focus();
    setAdded(null);
  });
  // Turned off meanwhile (AI_ACCESS_DENIED): the wizard goes with every AI control, keeping what was typed.
  useEffect(() => {
    if (enabled || !open) return;
    setOpen(false);
    toast({ message: 'The AI assistant is not available to you now. Your brief is kept for later.' });
  }, [enabled, open, toast]);

  return (
    <>
      {enabled && (
        <Button aria-haspopup="dialog" title="Draft with AI" onClick={() => setOpen(true)}>
          <Sparkles aria-hidden="true" size={16} />
          <span className="editor-bar__label editor-bar__label--laptop">Draft with AI</span>
        </Button>
      )}
      <OutlineWizard
        courseId={courseId}
        moduleTitle={content.title}
        open={open && enabled}
        onClose={() => setOpen(false)}
        onAdd={(outline) => {
          const { patch, firstBlockId } = outlinePatch(content, outline);
          change(patch);
          setOpen(false);
          setAdded(firstBlockId);
          toast({ message: 'Outline added to the module. Undo takes it back in one step.' });
        }}
      />
    </>
  );
}
