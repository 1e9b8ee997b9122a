import { Link } from 'react-router';
import type { AdminScreen } from './adminScreens';

/** One admin screen on the overview: the whole card is its link, or it says the screen comes later. */
export function AdminScreenCard({ screen }: { screen: AdminScreen }) {
  const Icon = screen.icon;
  const body = (
    <>
      <Icon aria-hidden="true" size={24} className="admin-card__icon" />
      <span className="admin-card__title">{screen.title}</span>
      <span className="admin-card__purpose">{screen.purpose}</span>
    </>
  );
  return (
    <li>
      {screen.path ? (
        <Link to={screen.path} className="admin-card admin-card--link">
          {body}
        </Link>
      ) : (
        <div className="admin-card admin-card--later">{body}</div>
      )}
    </li>
  );
}
