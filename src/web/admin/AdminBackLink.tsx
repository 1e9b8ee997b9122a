import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** Back to the admin overview, above each admin screen's heading. */
export function AdminBackLink() {
  return (
    <p className="admin-back">
      <Link to="/admin/">
        <ArrowLeft aria-hidden="true" size={16} /> Admin
      </Link>
    </p>
  );
}
