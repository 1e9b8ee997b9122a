import { Link } from 'react-router';

export interface AdminScreen {
  path: string;
  title: string;
  /** What the screen will offer, in one sentence. */
  purpose: string;
}

/** SPEC §2 admin area: the screens not built yet, each an honest placeholder (issue 19). */
export const ADMIN_SCREENS: AdminScreen[] = [
  { path: '/admin/all/', title: 'All', purpose: 'the admin overview of everything in the instance.' },
  { path: '/settings', title: 'Settings', purpose: 'the admin settings of Tessera.' },
];

export function AdminPlaceholderPage({ screen }: { screen: AdminScreen }) {
  return (
    <main className="page page--narrow state">
      <title>{`${screen.title} · Tessera`}</title>
      <h1>{screen.title}</h1>
      <p>Coming soon. This page will hold {screen.purpose}</p>
      <p>It is not built yet; only administrators can open it.</p>
      <Link to="/author/home" className="button">
        Go to your modules
      </Link>
    </main>
  );
}
