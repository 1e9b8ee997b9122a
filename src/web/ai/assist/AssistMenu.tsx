import { Sparkles } from 'lucide-react';
import { useRef } from 'react';
import type { Block } from '../../../modules/courses/content';
import { MenuButton } from '../../components/MenuButton';
import { actionsFor, actionTitle, questionFor } from './assistActions';
import { chooseAssist } from './assistChoice';
import './assist.css';

/**
 * The block toolbar's assistant menu: what the assistant can do with this block (rewrite, feedback, a fact).
 * `enabled`: the assistant is on for this author, asked once for all the cards rather than by each.
 */
export function AssistMenu({ block, label, enabled }: { block: Block; label: string; enabled: boolean }) {
  const root = useRef<HTMLSpanElement>(null);
  const actions = actionsFor(block);
  if (!enabled || actions.length === 0) return null;
  const items = actions.map((action) => ({
    // An ellipsis: the action asks something first.
    label: `${actionTitle(action)}${questionFor(action, block) ? '…' : ''}`,
    onSelect: () => chooseAssist(block.id, action, root.current?.querySelector('button') ?? null),
  }));
  return (
    <span ref={root} className="assist-menu">
      {/* The button leads the block's tools (first on a phone's row): the menu opens towards the card. */}
      <MenuButton
        label={`Assistant for ${label}`}
        items={items}
        icon={<Sparkles aria-hidden="true" size={18} />}
        align="start"
      />
    </span>
  );
}
