import { Tags } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/Buttons';
import { EditLabelsDialog } from '../dashboard/EditLabelsDialog';

/** SPEC §2 module settings: the module's labels, shown in embedded mode (standalone authors label from the library). */
export function ModuleLabels({ course }: { course: { id: string; title: string; tags: string[] } }) {
  const [labels, setLabels] = useState(course.tags);
  const [editing, setEditing] = useState(false);
  return (
    <fieldset data-tour="module-labels">
      <legend>Labels</legend>
      {labels.length > 0 ? (
        <ul className="labels" aria-label="Labels of this module">
          {labels.map((label) => (
            <li key={label} className="label">
              {label}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No labels yet. Labels help you find the module again.</p>
      )}
      <Button onClick={() => setEditing(true)}>
        <Tags aria-hidden="true" size={16} />
        Edit labels
      </Button>
      {editing && (
        <EditLabelsDialog course={{ ...course, tags: labels }} onSaved={setLabels} onClose={() => setEditing(false)} />
      )}
    </fieldset>
  );
}
