import { Navigate, Outlet } from 'react-router-dom';
import { hasAuthorSession } from '../api/session';
import { ActiveLoginBanner } from '../components/ActiveLoginBanner';
import { ToastProvider } from '../components/ToastProvider';
import { LiveSocketProvider } from '../live/LiveSocketProvider';

/** Layout route for the signed-in author area. */
export function RequireAuthor() {
  if (!hasAuthorSession()) return <Navigate to="/author/userlogin" replace />;
  return (
    <LiveSocketProvider>
      <ToastProvider>
        <ActiveLoginBanner />
        <Outlet />
      </ToastProvider>
    </LiveSocketProvider>
  );
}
