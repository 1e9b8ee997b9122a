import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { Button, IconButton } from '../../components/Buttons';
import { type EditablePoint, type EditableSection, newPoint } from './editableOutline';

export const HEADING_MAX = 200;
const POINT_MAX = 600;

/** What the review focuses after an edit: a field or button named by `data-focus`. */
export const focusName = {
  heading: (section: EditableSection) => `heading:${section.key}`,
  point: (point: EditablePoint) => `point:${point.key}`,
  addPoint: (section: EditableSection) => `add-point:${section.key}`,
  up: (section: EditableSection) => `up:${section.key}`,
  down: (section: EditableSection) => `down:${section.key}`,
};

interface OutlineSectionFieldsProps {
  section: EditableSection;
  index: number;
  count: number;
  onChange: (section: EditableSection) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  /** Sends the focus to what has that `data-focus` once it is shown. */
  focus: (name: string) => void;
}

/** One section of the outline under review: its heading and its points, each editable, and where it stands. */
export function OutlineSectionFields({
  section,
  index,
  count,
  onChange,
  onMove,
  onRemove,
  focus,
}: OutlineSectionFieldsProps) {
  const id = useId();
  const number = index + 1;
  const { points } = section;
  const setPoints = (next: EditablePoint[]) => onChange({ ...section, points: next });

  const addPoint = () => {
    const point = newPoint();
    setPoints([...points, point]);
    focus(focusName.point(point));
  };
  const removePoint = (at: number) => {
    const neighbour = points[at + 1] ?? points[at - 1];
    setPoints(points.filter((_, i) => i !== at));
    focus(neighbour ? focusName.point(neighbour) : focusName.addPoint(section));
  };

  return (
    <li className="outline-section">
      <fieldset>
        <legend className="outline-section__legend">Section {number}</legend>
        <div className="outline-section__tools">
          <IconButton
            label={`Move section ${number} up`}
            title="Move up"
            disabled={index === 0}
            data-focus={focusName.up(section)}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" size={16} />
          </IconButton>
          <IconButton
            label={`Move section ${number} down`}
            title="Move down"
            disabled={index === count - 1}
            data-focus={focusName.down(section)}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" size={16} />
          </IconButton>
          <IconButton label={`Remove section ${number}`} title="Remove section" onClick={onRemove}>
            <Trash2 aria-hidden="true" size={16} />
          </IconButton>
        </div>
        <div className="field">
          <label htmlFor={`${id}-heading`}>Heading</label>
          <input
            id={`${id}-heading`}
            value={section.heading}
            maxLength={HEADING_MAX}
            data-focus={focusName.heading(section)}
            onChange={(event) => onChange({ ...section, heading: event.target.value })}
          />
        </div>
        <ul className="outline-section__points" aria-label={`Points of section ${number}`}>
          {points.map((point, at) => (
            <li key={point.key} className="outline-point">
              <textarea
                rows={1}
                aria-label={`Point ${at + 1} of section ${number}`}
                value={point.text}
                maxLength={POINT_MAX}
                data-focus={focusName.point(point)}
                onChange={(event) =>
                  setPoints(points.map((p) => (p.key === point.key ? { ...p, text: event.target.value } : p)))
                }
              />
              <IconButton
                label={`Remove point ${at + 1} of section ${number}`}
                title="Remove point"
                onClick={() => removePoint(at)}
              >
                <X aria-hidden="true" size={16} />
              </IconButton>
            </li>
          ))}
        </ul>
        <div>
          <Button data-focus={focusName.addPoint(section)} onClick={addPoint}>
            <Plus aria-hidden="true" size={16} />
            Add a point
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
