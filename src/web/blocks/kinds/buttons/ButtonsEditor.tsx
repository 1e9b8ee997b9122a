import {
  blockLabel,
  emptyButton,
  ITEM_ID_LENGTH,
  MAX_BUTTONS,
  type StackButton,
} from '../../../../modules/courses/content';
import { newId } from '../../../newId';
import { type BlockEditorProps, withData } from '../../editorProps';
import { Field } from '../../Field';
import { httpsUrlCodec } from '../../httpsUrlCodec';
import { InlineText } from '../../InlineText';
import { useModuleBlocks } from '../../ModuleBlocks';
import { SelectField } from '../../SelectField';
import { useDraft } from '../../useDraft';
import { PartsEditor } from '../PartsEditor';

const TARGET_NAMES: Record<StackButton['to'], string> = { link: 'A web page', block: 'A block of this module' };

export default function ButtonsEditor({ block, onChange }: BlockEditorProps<'ButtonsBlockComponent'>) {
  return (
    <PartsEditor
      parts={block.data.buttons}
      onChange={(buttons) => onChange(withData(block, { buttons }))}
      noun="Button"
      max={MAX_BUTTONS}
      newPart={() => emptyButton(newId(ITEM_ID_LENGTH))}
      fields={(button, label, change) => (
        <ButtonFields button={button} label={label} ownBlockId={block.id} onChange={change} />
      )}
    />
  );
}

interface ButtonFieldsProps {
  button: StackButton;
  label: string;
  ownBlockId: string;
  onChange: (patch: Partial<StackButton>) => void;
}

function ButtonFields({ button, label, ownBlockId, onChange }: ButtonFieldsProps) {
  return (
    <>
      <span className="player-button kind-buttons__button kind-buttons__edit">
        <InlineText
          label={`${label} text`}
          placeholder={`${label} text`}
          value={button.label}
          onChange={(text) => onChange({ label: text })}
        />
      </span>
      <div className="block-fields block-fields--row">
        <SelectField
          label={`${label} goes to`}
          value={button.to}
          choices={TARGET_NAMES}
          onChange={(to) => onChange({ to })}
        />
        {button.to === 'link' ? (
          <UrlField label={label} url={button.url} onChange={(url) => onChange({ url })} />
        ) : (
          <TargetField
            label={label}
            blockId={button.blockId}
            ownBlockId={ownBlockId}
            onChange={(blockId) => onChange({ blockId })}
          />
        )}
      </div>
    </>
  );
}

function UrlField({ label, url, onChange }: { label: string; url: string; onChange: (url: string) => void }) {
  const draft = useDraft(url, httpsUrlCodec, onChange);
  const stillTypingScheme = 'https://'.startsWith(draft.text.toLowerCase());
  return (
    <Field
      label={`${label} address`}
      error={draft.valid || stillTypingScheme ? undefined : 'Only https:// addresses can be linked'}
    >
      {(control) => (
        <input {...control} type="url" value={draft.text} onChange={(event) => draft.change(event.target.value)} />
      )}
    </Field>
  );
}

interface TargetFieldProps {
  label: string;
  blockId: string;
  ownBlockId: string;
  onChange: (blockId: string) => void;
}

/** The other blocks of the module, named by their first words, in reading order. */
function TargetField({ label, blockId, ownBlockId, onChange }: TargetFieldProps) {
  const blocks = useModuleBlocks().filter((b) => b.id !== ownBlockId);
  return (
    <Field label={`${label} target block`}>
      {(control) => (
        <select {...control} value={blockId} onChange={(event) => onChange(event.target.value)}>
          <option value="">Choose a block</option>
          {blocks.map((b) => (
            <option key={b.id} value={b.id}>
              {blockLabel(b) || b.title}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
