import { DataField } from './DataField';
import type { BlockEditorProps } from './editorProps';

export function QuizResultsBlockEditor(props: BlockEditorProps<'QuizResultsBlockComponent'>) {
  return (
    <div className="block-fields">
      <DataField {...props} name="applausePassText" label="Message when passed" />
      <DataField {...props} name="applauseFailText" label="Message when failed" />
    </div>
  );
}
