import { useQuery } from '@tanstack/react-query';
import { LayoutTemplate } from 'lucide-react';
import { useId } from 'react';
import { blockTemplateQueries } from '../../api/blockTemplates';
import { describeError } from '../../api/errors';
import { useRovingFocus } from '../../components/useRovingFocus';
import { templateSummary } from './templateSummary';
import './templates.css';

interface TemplatesGroupProps {
  onInsert: (templateId: string) => void;
  onManage: () => void;
}

/** The block library's second group: the organisation's templates, each inserted whole; asked for only once the library is open. */
export function TemplatesGroup({ onInsert, onManage }: TemplatesGroupProps) {
  const templates = useQuery(blockTemplateQueries.list());
  const headingId = useId();
  const list = templates.data ?? [];
  const focus = useRovingFocus(list.length);
  return (
    <section className="add-block__group" aria-labelledby={headingId}>
      <h3 id={headingId} className="add-block__group-title">
        Your organisation’s templates
      </h3>
      {templates.isPending && (
        <p role="status" className="add-block__note">
          Loading templates…
        </p>
      )}
      {templates.isError && (
        <p role="alert" className="add-block__note">
          The templates could not be loaded: {describeError(templates.error)}
        </p>
      )}
      {templates.isSuccess && list.length === 0 && (
        <p className="add-block__note">No templates yet. To make one, choose “Save as template” on a block.</p>
      )}
      {list.length > 0 && (
        <>
          <ul className="add-block__list" aria-labelledby={headingId}>
            {list.map((template, i) => (
              <li key={template.templateId}>
                <button
                  type="button"
                  {...focus(i)}
                  className="add-block__item"
                  onClick={() => onInsert(template.templateId)}
                >
                  <LayoutTemplate aria-hidden="true" size={20} className="add-block__icon" />
                  <strong>{template.name}</strong>
                  <span>{templateSummary(template)}</span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--quiet add-block__manage" onClick={onManage}>
            Rename or delete templates
          </button>
        </>
      )}
    </section>
  );
}
