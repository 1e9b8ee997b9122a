import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { type AuditFilters, type ExportFormat, exportAuditLog } from '../../api/auditLog';
import { describeError } from '../../api/errors';

const FORMATS: Record<ExportFormat, string> = { csv: 'CSV', jsonl: 'JSON Lines' };

/** Downloads every entry the filters keep (not only the pages shown), as CSV or JSON Lines. */
export function ExportButtons({ filters }: { filters: AuditFilters }) {
  const id = useId();
  const download = useMutation({ mutationFn: (format: ExportFormat) => exportAuditLog(filters, format) });
  return (
    <div className="log-export" role="group" aria-labelledby={id}>
      <span id={id} className="log-export__label">
        <Download aria-hidden="true" size={16} /> Export
      </span>
      {Object.entries(FORMATS).map(([format, label]) => (
        <button
          key={format}
          type="button"
          className="button"
          disabled={download.isPending}
          onClick={() => download.mutate(format as ExportFormat)}
        >
          <span className="visually-hidden">Export </span>
          {label}
        </button>
      ))}
      <span role="status" className="log-export__status">
        {download.isPending && `Preparing the ${FORMATS[download.variables]} file…`}
        {download.isError && `The export failed: ${describeError(download.error)}`}
      </span>
    </div>
  );
}
