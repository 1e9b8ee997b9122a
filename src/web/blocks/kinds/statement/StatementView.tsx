import type { BlockViewProps } from '../../editorProps';

/** A short emphatic text, set apart in the author's chosen style. */
export default function StatementView({ block }: BlockViewProps<'StatementBlockComponent'>) {
  return <p className={`kind-statement kind-statement--${block.data.style}`}>{block.data.text}</p>;
}
