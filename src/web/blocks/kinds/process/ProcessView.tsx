import { useState } from 'react';
import type { BlockViewProps } from '../../editorProps';
import { useExplored } from '../../explore';
import { Pager } from '../Pager';

const STEP_WORDS = { position: 'process.step', previous: 'process.previous', next: 'process.next' } as const;

/** Rich text the author wrote, when there is any. */
function AuthorText({ html, className }: { html: string; className: string }) {
  if (!html.trim()) return null;
  return (
    <div
      className={`${className} rich-text rich-text--view`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a process's texts are sanitised on the server before they are stored
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** An intro, then titled steps one at a time, then a summary; explored once the last step was reached. */
export default function ProcessView({ block }: BlockViewProps<'ProcessBlockComponent'>) {
  const { intro, items, summary } = block.data;
  const [index, setIndex] = useState(0);
  const [reached, setReached] = useState([items[0]!.id]);
  const last = items[items.length - 1]!;
  useExplored(block.id, [last.id], reached);
  const step = items[Math.min(index, items.length - 1)]!;
  const go = (to: number) => {
    setIndex(to);
    setReached((now) => [...now, items[to]!.id]);
  };
  return (
    <div className="kind-process">
      <AuthorText html={intro} className="kind-process__intro" />
      <Pager index={items.indexOf(step)} total={items.length} onGo={go} words={STEP_WORDS}>
        <div key={step.id} className="kind-process__step">
          <h3 className="kind-process__title">{step.title}</h3>
          <AuthorText html={step.body} className="kind-process__text" />
        </div>
      </Pager>
      <AuthorText html={summary} className="kind-process__summary" />
    </div>
  );
}
