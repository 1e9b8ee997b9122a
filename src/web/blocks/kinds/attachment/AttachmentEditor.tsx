import { type BlockEditorProps, withData } from '../../editorProps';
import { Field } from '../../Field';
import { InlineText } from '../../InlineText';
import { MediaDrop } from '../../media/MediaDrop';
import { AttachmentCard } from './AttachmentCard';

export default function AttachmentEditor({ block, onChange }: BlockEditorProps<'AttachmentBlockComponent'>) {
  const { url, name, description } = block.data;
  return (
    <div className="block-fields kind-attachment">
      <MediaDrop
        kind="file"
        current={url ? <AttachmentCard file={block.data} /> : null}
        onMedia={(m) =>
          onChange(
            withData(block, {
              url: m.url,
              name: m.name,
              contentType: m.contentType,
              size: m.size ?? 0,
            }),
          )
        }
      />
      {url && (
        <Field label="File name" hint="The name learners see and save the file under">
          {(control) => (
            <input
              {...control}
              value={name}
              onChange={(event) => onChange(withData(block, { name: event.target.value }))}
            />
          )}
        </Field>
      )}
      <InlineText
        className="kind-attachment__description"
        label="Description"
        placeholder="What is in the file (optional)"
        multiline
        value={description}
        onChange={(text) => onChange(withData(block, { description: text }))}
      />
    </div>
  );
}
