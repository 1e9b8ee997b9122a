import { useState } from 'react';
import type { InstanceOrganisation } from '../../api/instance';
import { OrganisationRow } from './OrganisationRow';
import { SuspensionDialog } from './SuspensionDialog';

/** A page of organisations; suspending or reinstating one is asked for in a dialog. */
export function OrganisationTable({ organisations }: { organisations: InstanceOrganisation[] }) {
  const [changing, setChanging] = useState<InstanceOrganisation | null>(null);
  return (
    <div className="admin-table__scroll">
      <table className="admin-table instance-table">
        <caption className="visually-hidden">Organisations of this Tessera instance</caption>
        <thead>
          <tr>
            <th scope="col">Organisation</th>
            <th scope="col">Created</th>
            <th scope="col">Members</th>
            <th scope="col">Modules</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {organisations.map((o) => (
            <OrganisationRow key={o.id} organisation={o} onChange={() => setChanging(o)} />
          ))}
        </tbody>
      </table>
      {changing && <SuspensionDialog organisation={changing} onClose={() => setChanging(null)} />}
    </div>
  );
}
