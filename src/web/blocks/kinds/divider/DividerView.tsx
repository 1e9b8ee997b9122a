import type { BlockViewProps } from '../../editorProps';

export default function DividerView({ block }: BlockViewProps<'DividerBlockComponent'>) {
  return <hr className={`kind-divider kind-divider--${block.data.style}`} />;
}
