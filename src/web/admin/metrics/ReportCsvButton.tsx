import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadFile, saveFile } from '../../api/exports';
import { type MetricsRange, metricsCsvUrl } from '../../api/metrics';
import { useToast } from '../../components/ToastProvider';

/** GET /api/admin/metrics/export.csv: every series of the period in one file. */
export function ReportCsvButton({ range }: { range: MetricsRange }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadFile(metricsCsvUrl(range), () => {});
      saveFile(blob, fileName ?? `metrics-${range.from}-${range.to}-${range.bucket}.csv`);
    } catch {
      toast({ message: 'The CSV could not be downloaded. Try again.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button" onClick={() => void download()} disabled={busy}>
      <Download aria-hidden="true" size={16} /> {busy ? 'Preparing the CSV…' : 'Download CSV'}
    </button>
  );
}
