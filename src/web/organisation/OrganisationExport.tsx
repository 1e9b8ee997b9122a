import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadFile, saveFile } from '../api/exports';
import { ORGANISATION_EXPORT_URL } from '../api/personalData';
import { FormAlert } from '../components/FormAlert';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** Downloads everything the organisation holds; the zip is made while it streams, so progress counts what arrived. */
export function OrganisationExport() {
  const [received, setReceived] = useState(0);
  const download = useMutation({
    mutationFn: async () => {
      setReceived(0);
      const { blob, fileName } = await downloadFile(ORGANISATION_EXPORT_URL, (_, bytes) => setReceived(bytes));
      saveFile(blob, fileName ?? 'tessera-organisation.zip');
      return blob.size;
    },
  });
  return (
    <div className="personal-data__export">
      <p>
        One zip with every event of the organisation (a JSON file per stream: modules, comments, members, settings) and
        every uploaded file. Password and link hashes are left out.
      </p>
      <button
        type="button"
        className="button"
        disabled={download.isPending}
        aria-describedby="organisation-export-status"
        onClick={() => download.mutate()}
      >
        <Download aria-hidden="true" size={16} /> {download.isPending ? 'Preparing the export…' : 'Export all data'}
      </button>
      <p id="organisation-export-status" role="status" className="personal-data__status">
        {download.isPending && received > 0 && `${megabytes(received)} received`}
        {download.isSuccess && `Export saved (${megabytes(download.data)}).`}
      </p>
      <FormAlert error={download.error} />
    </div>
  );
}
