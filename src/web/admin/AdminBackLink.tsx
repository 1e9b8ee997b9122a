import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import './admin.css';

/** Back to the admin overview (or, from the overview, to the modules), above each admin screen's heading. */
export function AdminBackLink({ to = '/admin/', label = 'Admin' }: { to?: string; label?: string }) {
  return (
    <p className="admin-back">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" size={16} /> {label}
      </Link>
    </p>
  );
}
