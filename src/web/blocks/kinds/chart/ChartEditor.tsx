import type { ChartType } from '../../../../modules/courses/content';
import { type BlockEditorProps, withData } from '../../editorProps';
import { InlineText } from '../../InlineText';
import { SelectField } from '../../SelectField';
import { ChartDrawing } from './ChartDrawing';
import { ChartGrid } from './ChartGrid';

const CHART_NAMES: Record<ChartType, string> = { bar: 'Bar chart', line: 'Line chart', pie: 'Pie chart' };

/** The chart's title and units written where learners read them, the chart drawn as they will see it, its table below. */
export default function ChartEditor({ block, onChange }: BlockEditorProps<'ChartBlockComponent'>) {
  const { chart, title, units, series } = block.data;
  return (
    <div className="block-fields kind-chart">
      <SelectField
        label="Chart type"
        hint={
          chart === 'pie' && series.length > 1 ? 'A pie draws the first series; its table shows them all.' : undefined
        }
        value={chart}
        choices={CHART_NAMES}
        onChange={(next) => onChange(withData(block, { chart: next }))}
      />
      <InlineText
        className="kind-chart__title"
        label="Chart title"
        placeholder="Chart title"
        value={title}
        onChange={(next) => onChange(withData(block, { title: next }))}
      />
      <InlineText
        className="kind-chart__units"
        label="Units"
        placeholder="Units, if any (%, hours, €)"
        value={units}
        onChange={(next) => onChange(withData(block, { units: next }))}
      />
      <ChartDrawing data={block.data} name={{ label: `${CHART_NAMES[chart]}: ${title || 'untitled'}` }} />
      <ChartGrid data={block.data} onChange={(patch) => onChange(withData(block, patch))} />
    </div>
  );
}
