import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import type { InstanceOrganisation } from '../../api/instance';
import { MemberList } from './MemberList';
import { membersLabel, moduleCounts } from './moduleCounts';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const COLUMNS = 6;

interface OrganisationRowProps {
  organisation: InstanceOrganisation;
  /** Opens the confirmation to suspend or reinstate it. */
  onChange: () => void;
}

/** One organisation: name, creation, members (opening to their list), modules, status, and the operator's action. */
export function OrganisationRow({ organisation: o, onChange }: OrganisationRowProps) {
  const [open, setOpen] = useState(false);
  const membersId = useId();
  const modules = moduleCounts(o.modules);
  return (
    <>
      <tr className={o.suspended ? 'admin-row instance-row--suspended' : 'admin-row'}>
        <th scope="row" className="admin-row__title">
          <span className="instance-row__name">{o.name || 'Unnamed organisation'}</span>
          {o.own && <span className="badge">Yours</span>}
          {o.partner !== null && <span className="instance-row__note">Partner: {o.partner}</span>}
        </th>
        <td data-label="Created">
          <time dateTime={o.createdAt}>{DATE.format(new Date(o.createdAt))}</time>
        </td>
        <td data-label="Members">
          <button
            type="button"
            className="instance-toggle"
            aria-expanded={open}
            aria-controls={open ? membersId : undefined}
            onClick={() => setOpen(!open)}
            disabled={o.memberCount === 0}
          >
            <ChevronRight aria-hidden="true" size={16} className="instance-toggle__chevron" />
            {membersLabel(o.memberCount)}
            <span className="visually-hidden"> of {o.name}</span>
          </button>
        </td>
        <td data-label="Modules">
          <span className="instance-row__total">{modules.total}</span>
          {modules.detail && <span className="instance-row__note">{modules.detail}</span>}
        </td>
        <td data-label="Status">
          {o.suspended ? (
            <span className="badge instance-badge--suspended">Suspended</span>
          ) : (
            <span className="badge badge--ok">Active</span>
          )}
          {o.suspended && o.suspendedAt && (
            <span className="instance-row__note">
              Since <time dateTime={o.suspendedAt}>{DATE.format(new Date(o.suspendedAt))}</time>
              {o.suspensionReason && `: ${o.suspensionReason}`}
            </span>
          )}
        </td>
        <td data-label="Action" className="instance-row__action">
          {o.own ? (
            <span className="instance-row__note">Your own organisation cannot be suspended</span>
          ) : (
            <button
              type="button"
              className={o.suspended ? 'button' : 'button instance-suspend'}
              onClick={onChange}
              aria-label={`${o.suspended ? 'Reinstate' : 'Suspend'} ${o.name}…`}
            >
              {o.suspended ? 'Reinstate…' : 'Suspend…'}
            </button>
          )}
        </td>
      </tr>
      {open && (
        <tr className="instance-members-row">
          <td colSpan={COLUMNS} id={membersId}>
            <MemberList orgId={o.id} name={o.name} />
          </td>
        </tr>
      )}
    </>
  );
}
