import { chartColour } from './chartColours';

/** A line's points: a circle, a square, a triangle, a diamond by series, so lines differ by more than colour. */
export function Marker({ series, x, y }: { series: number; x: number; y: number }) {
  const fill = chartColour(series);
  switch (series % 4) {
    case 0:
      return <circle cx={x} cy={y} r={4.5} fill={fill} />;
    case 1:
      return <rect x={x - 4} y={y - 4} width={8} height={8} fill={fill} />;
    case 2:
      return <path d={`M${x} ${y - 5.5}L${x + 5} ${y + 4}L${x - 5} ${y + 4}Z`} fill={fill} />;
    default:
      return <path d={`M${x} ${y - 5.5}L${x + 5.5} ${y}L${x} ${y + 5.5}L${x - 5.5} ${y}Z`} fill={fill} />;
  }
}
