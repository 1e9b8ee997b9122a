import { ChevronRight } from 'lucide-react';
import type { ListedOperation } from './apiOperations';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** One operation, closed to its method, path and summary; open, its parameters, request body schema and responses. */
export function OperationItem({ listed }: { listed: ListedOperation }) {
  const { method, path, operation } = listed;
  const parameters = operation.parameters ?? [];
  const bodies = Object.entries(operation.requestBody?.content ?? {});
  const responses = Object.entries(operation.responses ?? {});
  return (
    <li>
      <details className="api-op">
        <summary className="api-op__summary">
          <ChevronRight aria-hidden="true" size={16} className="api-op__chevron" />
          <span className={`api-op__method api-op__method--${method}`}>{method.toUpperCase()}</span>
          <code className="api-op__path">/api{path}</code>
          {operation.summary && <span className="api-op__text">{operation.summary}</span>}
        </summary>
        <div className="api-op__body">
          {operation.description && <p>{operation.description}</p>}
          <h3>Parameters</h3>
          {parameters.length === 0 ? (
            <p className="muted">None.</p>
          ) : (
            <ul className="api-op__list">
              {parameters.map((p) => (
                <li key={`${p.in} ${p.name}`}>
                  <code>{p.name}</code>{' '}
                  <span className="muted">
                    ({p.in}
                    {p.required ? ', required' : ''})
                  </span>
                  {p.description && ` ${p.description}`}
                </li>
              ))}
            </ul>
          )}
          {bodies.map(([type, content]) => (
            <div key={type}>
              <h3>
                Request body <span className="muted">({type})</span>
              </h3>
              <pre className="api-op__schema">{content.schema === undefined ? 'Any' : json(content.schema)}</pre>
            </div>
          ))}
          <h3>Responses</h3>
          {responses.length === 0 ? (
            <p className="muted">Not described.</p>
          ) : (
            <ul className="api-op__list">
              {responses.map(([status, r]) => (
                <li key={status}>
                  <code>{status}</code> {r.description}
                </li>
              ))}
            </ul>
          )}
        </div>
      </details>
    </li>
  );
}
