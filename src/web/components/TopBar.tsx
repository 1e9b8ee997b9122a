import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { userQueries } from '../api/auth';
import { useSignOut } from '../hooks/useSignOut';

export function TopBar() {
  const user = useQuery(userQueries.info());
  const signOut = useSignOut();
  return (
    <header className="topbar">
      <span className="brand">Tessera</span>
      <div className="topbar__user">
        {user.data?.roles.includes('ADMIN') && (
          <Link to="/organization-settings" className="button button--quiet">
            <Building2 aria-hidden="true" size={16} />
            Organisation
          </Link>
        )}
        {user.data && (
          <span>
            {user.data.first_name} {user.data.last_name}
          </span>
        )}
        <button type="button" className="button button--quiet" onClick={signOut}>
          Log out
        </button>
      </div>
    </header>
  );
}
