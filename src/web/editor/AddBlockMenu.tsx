import { Plus, Sparkles } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { BLOCK_TYPES, type BlockType } from '../../modules/courses/content';
import { BLOCK_ICONS } from '../blocks/blockIcons';
import { BLOCK_DESCRIPTIONS, BLOCK_LABELS } from '../blocks/blockLabels';
import { nextIndex } from '../components/listNavigation';
import { useRovingFocus } from '../components/useRovingFocus';
import { mayUseBlockTemplates } from '../api/blockTemplates';
import { useEditorAssistant } from './assistantSlot';
import { ManageTemplatesDialog } from './templates/ManageTemplatesDialog';
import { TemplatesGroup } from './templates/TemplatesGroup';

/** About how tall the floating library is, in pixels. */
const LIBRARY_HEIGHT = 380;

interface AddBlockMenuProps {
  onAdd: (type: BlockType) => void;
  types?: readonly BlockType[];
  /** What the opening button says: "Add block" at the end, "Add a block below …" on a block. */
  label?: string;
  /** Only the icon shows (the label is still its name): the control on each block's toolbar. */
  iconOnly?: boolean;
  /** Set when focus must come here (the last block was deleted); `onFocused` says it has. */
  focusNow?: boolean;
  onFocused?: () => void;
  /** Offered when the assistant is on: questions written from the module's text, at this place. */
  onAskForQuestions?: () => void;
  /** Inserts one of the organisation's templates at this place: the library then lists them. */
  onInsertTemplate?: (templateId: string) => void;
}

/**
 * The block library: every type with its icon, name and one line, then the organisation's
 * templates. It opens in view with the first type focused; arrow keys, Home and End move within a
 * group, Tab goes on to the next group, Enter adds, Escape closes and returns to the button.
 */
export function AddBlockMenu({
  onAdd,
  types = BLOCK_TYPES,
  label = 'Add block',
  iconOnly = false,
  focusNow = false,
  onFocused,
  onAskForQuestions,
  onInsertTemplate,
}: AddBlockMenuProps) {
  const [open, setOpen] = useState(false);
  const [managing, setManaging] = useState(false);
  const managed = useRef(false);
  const typeFocus = useRovingFocus(types.length + (onAskForQuestions ? 1 : 0));
  const [above, setAbove] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    // A floating library opens upwards when there is more room above its button than below.
    const room = toggle.current?.getBoundingClientRect();
    if (iconOnly && room) setAbove(window.innerHeight - room.bottom < LIBRARY_HEIGHT && room.top > LIBRARY_HEIGHT);
    list.current?.scrollIntoView({ block: 'nearest' });
    list.current?.querySelector('button')?.focus({ preventScroll: true });
  }, [open, iconOnly]);

  useEffect(() => {
    if (managing) {
      managed.current = true;
      return;
    }
    if (!managed.current) return;
    managed.current = false;
    // Every template was deleted, and with them the button that opened the dialog: the library keeps the focus.
    if (!list.current?.contains(document.activeElement)) list.current?.querySelector('button')?.focus();
  }, [managing]);

  useEffect(() => {
    if (!focusNow) return;
    toggle.current?.focus();
    onFocused?.();
  }, [focusNow, onFocused]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    const group = (event.target as HTMLElement).closest('ul');
    const items = [...(group?.querySelectorAll('button') ?? [])];
    const key = { ArrowRight: 'ArrowDown', ArrowLeft: 'ArrowUp' }[event.key] ?? event.key;
    const next = nextIndex(key, items.indexOf(document.activeElement as HTMLButtonElement), items.length);
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <div className={`add-block${iconOnly ? ' add-block--inline' : ''}`}>
      <button
        ref={toggle}
        type="button"
        className={iconOnly ? 'icon-button' : 'button'}
        aria-label={iconOnly ? label : undefined}
        title={iconOnly ? label : undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <Plus aria-hidden="true" size={18} />
        {!iconOnly && label}
      </button>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: the keys move among the library's buttons, which take them first
        <div
          ref={list}
          id={listId}
          className={`add-block__library${above ? ' add-block__library--above' : ''}`}
          onKeyDown={onKeyDown}
        >
          <ul className="add-block__list" aria-label="Block types">
            {types.map((type, i) => {
              const Icon = BLOCK_ICONS[type];
              return (
                <li key={type}>
                  <button
                    type="button"
                    {...typeFocus(i)}
                    className="add-block__item"
                    onClick={() => {
                      setOpen(false);
                      onAdd(type);
                    }}
                  >
                    <Icon aria-hidden="true" size={20} className="add-block__icon" />
                    <strong>{BLOCK_LABELS[type]}</strong>
                    <span>{BLOCK_DESCRIPTIONS[type]}</span>
                  </button>
                </li>
              );
            })}
            {onAskForQuestions && (
              <AskForQuestionsItem
                roving={typeFocus(types.length)}
                onAsk={() => {
                  setOpen(false);
                  onAskForQuestions();
                }}
              />
            )}
          </ul>
          {onInsertTemplate && mayUseBlockTemplates() && (
            <TemplatesGroup
              onInsert={(templateId) => {
                setOpen(false);
                onInsertTemplate(templateId);
              }}
              onManage={() => setManaging(true)}
            />
          )}
        </div>
      )}
      {managing && <ManageTemplatesDialog onClose={() => setManaging(false)} />}
    </div>
  );
}

/** The library's assistant entry, asked about only once the library is open (every block's toolbar has a library). */
function AskForQuestionsItem({
  onAsk,
  roving,
}: {
  onAsk: () => void;
  roving: ReturnType<ReturnType<typeof useRovingFocus>>;
}) {
  const { enabled, limitReached } = useEditorAssistant().useStatus();
  return (
    <>
      {enabled && (
        <li>
          <button type="button" {...roving} className="add-block__item add-block__item--ai" onClick={onAsk}>
            <Sparkles aria-hidden="true" size={20} className="add-block__icon" />
            <strong>Write questions with AI</strong>
            <span>Write questions from this module's text</span>
          </button>
        </li>
      )}
      {limitReached && (
        <li className="add-block__item add-block__item--ai add-block__item--unavailable">
          <Sparkles aria-hidden="true" size={20} className="add-block__icon" />
          <strong>Write questions with AI</strong>
          <span>{limitReached}</span>
        </li>
      )}
    </>
  );
}
