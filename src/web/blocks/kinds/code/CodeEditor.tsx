import type { CodeLanguage } from '../../../../modules/courses/content';
import { type BlockEditorProps, withData } from '../../editorProps';
import { Field } from '../../Field';
import { InlineText } from '../../InlineText';
import { SelectField } from '../../SelectField';
import { LANGUAGE_NAMES } from './languages';

/** The code typed as is (Tab leaves the box, as everywhere), its language and caption; learners see it highlighted. */
export default function CodeEditor({ block, onChange }: BlockEditorProps<'CodeBlockComponent'>) {
  const { code, language, caption } = block.data;
  return (
    <div className="block-fields kind-code">
      <SelectField
        label="Language"
        value={language}
        choices={LANGUAGE_NAMES as Record<CodeLanguage, string>}
        onChange={(next) => onChange(withData(block, { language: next }))}
      />
      <Field label="Code" hint="Shown as typed, never translated.">
        {(control) => (
          <textarea
            {...control}
            className="kind-code__scroll kind-code__code kind-code__input"
            rows={Math.min(20, Math.max(4, code.split('\n').length + 1))}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            translate="no"
            dir="ltr"
            wrap="off"
            value={code}
            onChange={(event) => onChange(withData(block, { code: event.target.value }))}
          />
        )}
      </Field>
      <InlineText
        className="kind-code__caption"
        label="Code caption"
        placeholder="Caption (optional)"
        value={caption}
        onChange={(next) => onChange(withData(block, { caption: next }))}
      />
    </div>
  );
}
