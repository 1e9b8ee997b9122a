import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { type AuditFilters, type ExportFormat, exportAuditLog } from '../../api/auditLog';
import { describeError } from '../../api/errors';

const FORMATS: Record<ExportFormat, string> = { csv: 'CSV', jsonl: 'JSON Lines' };

/** Downloads every entry the filters keep (not only the pages shown), as CSV or JSON Lines. */
export function ExportButtons({ filters }: { filters: AuditFilters }) {
  const download = useMutation({ mutationFn: (format: ExportFormat) => exportAuditLog(filters, format) });
  return (
    <div className="log-export">
      {Object.entries(FORMATS).map(([format, label]) => (
        <button
          key={format}
          type="button"
          className="button"
          disabled={download.isPending}
          onClick={() => download.mutate(format as ExportFormat)}
        >
          <Download aria-hidden="true" size={16} /> Export {label}
        </button>
      ))}
      <span role="status" className="log-export__status">
        {download.isPending && `Preparing the ${FORMATS[download.variables]} file…`}
        {download.isError && `The export failed: ${describeError(download.error)}`}
      </span>
    </div>
  );
}
