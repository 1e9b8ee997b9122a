import { ExternalLink } from 'lucide-react';
import type { StackButton } from '../../../../modules/courses/content';
import type { BlockViewProps } from '../../editorProps';
import { focusBlock } from '../../focusBlock';
import { Say } from '../../LearnerWords';

/** Buttons to web pages (in a new tab) and to blocks of the module; one with nowhere to go yet is not shown. */
export default function ButtonsView({ block }: BlockViewProps<'ButtonsBlockComponent'>) {
  return (
    <div className="kind-buttons">
      {block.data.buttons.map((button) => (
        <StackedButton key={button.id} button={button} />
      ))}
    </div>
  );
}

function StackedButton({ button }: { button: StackButton }) {
  if (button.to === 'link')
    return button.url ? (
      <a className="player-button kind-buttons__button" href={button.url} target="_blank" rel="noopener noreferrer">
        {button.label}
        <span className="visually-hidden">
          {' '}
          (<Say word="kinds.newTab" />)
        </span>
        <ExternalLink aria-hidden="true" size={16} />
      </a>
    ) : null;
  return button.blockId ? (
    <button
      type="button"
      className="player-button kind-buttons__button"
      onClick={(event) => focusBlock(event.currentTarget.ownerDocument, button.blockId)}
    >
      {button.label}
    </button>
  ) : null;
}
