import type { BlockViewProps } from '../../editorProps';

/** Events in order, top to bottom (an ordered list); seen like a text block. */
export default function TimelineView({ block }: BlockViewProps<'TimelineBlockComponent'>) {
  return (
    <ol className="kind-timeline">
      {block.data.items.map((event) => (
        <li key={event.id} className="kind-timeline__event">
          <p className="kind-timeline__date">{event.date}</p>
          <h3 className="kind-timeline__title">{event.title}</h3>
          <div
            className="rich-text rich-text--view"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: event texts are sanitised on the server before they are stored
            dangerouslySetInnerHTML={{ __html: event.body }}
          />
        </li>
      ))}
    </ol>
  );
}
