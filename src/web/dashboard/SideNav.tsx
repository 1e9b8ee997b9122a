import { NavLink } from 'react-router';
import { NAVIGATION } from './views';

/** The library's views; the current one is marked with aria-current="page". */
export function SideNav() {
  return (
    <nav className="side-nav" aria-label="Library" data-tour="library-nav">
      <ul>
        {NAVIGATION.map((view) => (
          <li key={view.path}>
            <NavLink to={view.path} end className="side-nav__link">
              {view.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
