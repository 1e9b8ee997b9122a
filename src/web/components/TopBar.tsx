import { useQuery } from '@tanstack/react-query';
import { userQueries } from '../api/auth';
import { useSignOut } from '../hooks/useSignOut';

export function TopBar() {
  const user = useQuery(userQueries.info());
  const signOut = useSignOut();
  return (
    <header className="topbar">
      <span className="brand">Tessera</span>
      <div className="topbar__user">
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
