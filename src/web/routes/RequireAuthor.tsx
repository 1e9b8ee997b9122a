import { Outlet } from 'react-router';
import { ActiveLoginBanner } from '../components/ActiveLoginBanner';
import { LiveSocketProvider } from '../live/LiveSocketProvider';

/**
 * Layout route for the author area, placed under a RouteGuard (SPEC §2 decides who gets here):
 * the live socket and the active-login banner.
 */
export function RequireAuthor() {
  return (
    <LiveSocketProvider>
      <ActiveLoginBanner />
      <Outlet />
    </LiveSocketProvider>
  );
}
