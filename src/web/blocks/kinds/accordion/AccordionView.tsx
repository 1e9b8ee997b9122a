import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { BlockViewProps } from '../../editorProps';
import { useExplored } from '../../explore';

/** WAI-ARIA accordion: each title a button in a heading that shows or hides its panel; several may be open. */
export default function AccordionView({ block }: BlockViewProps<'AccordionBlockComponent'>) {
  const { items } = block.data;
  const base = useId();
  const [open, setOpen] = useState<string[]>([]);
  const [opened, setOpened] = useState<string[]>([]);
  useExplored(
    block.id,
    items.map((item) => item.id),
    opened,
  );
  const toggle = (id: string) => {
    setOpen((now) => (now.includes(id) ? now.filter((o) => o !== id) : [...now, id]));
    setOpened((now) => (now.includes(id) ? now : [...now, id]));
  };
  return (
    <div className="kind-accordion">
      {items.map((item, i) => {
        const expanded = open.includes(item.id);
        return (
          <div key={item.id} className="kind-accordion__item">
            <h3 className="kind-accordion__heading">
              <button
                type="button"
                id={`${base}-h${i}`}
                className="kind-accordion__toggle"
                aria-expanded={expanded}
                aria-controls={`${base}-p${i}`}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <ChevronDown aria-hidden="true" size={20} className="kind-accordion__chevron" />
              </button>
            </h3>
            <div
              id={`${base}-p${i}`}
              role="region"
              aria-labelledby={`${base}-h${i}`}
              className="kind-accordion__panel rich-text rich-text--view"
              hidden={!expanded}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: item texts are sanitised on the server before they are stored
              dangerouslySetInnerHTML={{ __html: item.body }}
            />
          </div>
        );
      })}
    </div>
  );
}
