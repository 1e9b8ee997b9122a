import { en } from '../../words/en';
import { type BlockEditorProps, withData } from '../../editorProps';
import { InlineText } from '../../InlineText';

/** The Continue button's words, written on the button; left empty, learners read the player's word for Continue. */
export default function ContinueEditor({ block, onChange }: BlockEditorProps<'ContinueBlockComponent'>) {
  return (
    <div className="kind-continue">
      <span className="player-button kind-continue__button kind-buttons__edit">
        <InlineText
          label="Continue button text"
          placeholder={en['continue.button']}
          value={block.data.label}
          onChange={(label) => onChange(withData(block, { label }))}
        />
      </span>
      <p className="kind-continue__hint">Learners see what is below once they have done everything above.</p>
    </div>
  );
}
