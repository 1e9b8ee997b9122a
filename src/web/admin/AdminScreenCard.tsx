import { Link } from 'react-router';
import type { AdminScreen } from './adminScreens';

/** One admin screen on the overview: the whole card is its link. */
export function AdminScreenCard({ screen }: { screen: AdminScreen }) {
  const Icon = screen.icon;
  return (
    <li>
      <Link to={screen.path} className="admin-card admin-card--link">
        <Icon aria-hidden="true" size={24} className="admin-card__icon" />
        <span className="admin-card__title">{screen.title}</span>
        <span className="admin-card__purpose">{screen.purpose}</span>
      </Link>
    </li>
  );
}
