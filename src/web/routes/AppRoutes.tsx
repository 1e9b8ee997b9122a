import { Suspense } from 'react';
import { createRoutesFromElements, Navigate, Route, useLocation, useRoutes } from 'react-router';
import { readSession } from '../api/session';
import { LibraryView } from '../dashboard/LibraryView';
import { VIEWS } from '../dashboard/views';
import { DashboardPage } from '../pages/DashboardPage';
import { decideRoute, rootDestination, ruleFor } from './guard';
import { lazyPage, PageLoading } from '../components/lazyPage';
import { matchedPattern } from './matchedPattern';
import { PageTracker } from './PageTracker';
import { RequireAuthor } from './RequireAuthor';

// Signing in, signing up, the launch and error pages load when opened: an author's first screen is the library.
const CollaboratorExpiredPage = lazyPage(() => import('../pages/ErrorPages'), 'CollaboratorExpiredPage');
const CollaboratorUnauthorizedPage = lazyPage(() => import('../pages/ErrorPages'), 'CollaboratorUnauthorizedPage');
const UnauthorizedPage = lazyPage(() => import('../pages/ErrorPages'), 'UnauthorizedPage');
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage'), 'NotFoundPage');
const ForgotPasswordPage = lazyPage(() => import('../pages/ForgotPasswordPage'), 'ForgotPasswordPage');
const InvalidSessionPage = lazyPage(() => import('../pages/InvalidSessionPage'), 'InvalidSessionPage');
const LaunchPage = lazyPage(() => import('../pages/LaunchPage'), 'LaunchPage');
const LoginPage = lazyPage(() => import('../pages/LoginPage'), 'LoginPage');
const RegistrationPage = lazyPage(() => import('../pages/RegistrationPage'), 'RegistrationPage');
const ResetPasswordPage = lazyPage(() => import('../pages/ResetPasswordPage'), 'ResetPasswordPage');
const SsoPage = lazyPage(() => import('../pages/SsoPage'), 'SsoPage');
const VerifyEmailPage = lazyPage(() => import('../pages/VerifyEmailPage'), 'VerifyEmailPage');
// The editor, previews and admin screens load when first opened: signing in and the library need none of them.
const AdminCoursesPage = lazyPage(() => import('../pages/AdminCoursesPage'), 'AdminCoursesPage');
const AdminHomePage = lazyPage(() => import('../pages/AdminHomePage'), 'AdminHomePage');
const ChangeLogPage = lazyPage(() => import('../pages/ChangeLogPage'), 'ChangeLogPage');
const SettingsPage = lazyPage(() => import('../pages/SettingsPage'), 'SettingsPage');
const ApiReferencePage = lazyPage(() => import('../pages/ApiReferencePage'), 'ApiReferencePage');
const CollaborateViewPage = lazyPage(() => import('../pages/CollaborateViewPage'), 'CollaborateViewPage');
const CreateModulePage = lazyPage(() => import('../pages/CreateModulePage'), 'CreateModulePage');
const CreateMonoPage = lazyPage(() => import('../pages/CreateMonoPage'), 'CreateMonoPage');
const EditorPage = lazyPage(() => import('../pages/EditorPage'), 'EditorPage');
const InstanceAdminPage = lazyPage(() => import('../pages/InstanceAdminPage'), 'InstanceAdminPage');
const MetricsPage = lazyPage(() => import('../pages/MetricsPage'), 'MetricsPage');
const MonoTestPage = lazyPage(() => import('../pages/MonoTestPage'), 'MonoTestPage');
const PreviewPage = lazyPage(() => import('../pages/PreviewPage'), 'PreviewPage');
const TranslatePage = lazyPage(() => import('../pages/TranslatePage'), 'TranslatePage');
const OrganisationSettingsPage = lazyPage(
  () => import('../pages/OrganisationSettingsPage'),
  'OrganisationSettingsPage',
);

/** The route table (SPEC §2). Who may open each route is decided from its pattern by guard.ts. */
export const appRoutes = createRoutesFromElements(
  <>
    <Route path="/" element={<Navigate to={rootDestination(readSession())} replace />} />
    <Route path="/author" element={<Navigate to="/author/home" replace />} />
    <Route path="/author/self-registration" element={<RegistrationPage />} />
    <Route path="/author/userlogin" element={<LoginPage />} />
    <Route path="/author/forgot-password" element={<ForgotPasswordPage />} />
    <Route path="/author/reset-password" element={<ResetPasswordPage />} />
    <Route path="/author/verify-email" element={<VerifyEmailPage />} />
    <Route path="/auth/invalid-session" element={<InvalidSessionPage />} />
    <Route path="/sso" element={<SsoPage />} />
    <Route path="/sso/:courseId" element={<SsoPage />} />
    <Route path="/launch/:courseId" element={<LaunchPage />} />
    <Route path="/collaborate/view/:id" element={<CollaborateViewPage />} />
    <Route element={<RequireAuthor />}>
      <Route element={<DashboardPage />}>
        {Object.values(VIEWS).map((view) => (
          // Keyed, so nothing typed in one view (a pending search) carries over to the next.
          <Route key={view.path} path={view.path} element={<LibraryView key={view.path} view={view} />} />
        ))}
      </Route>
      <Route path="/create-module" element={<CreateModulePage />} />
      <Route path="/create-mono/:type" element={<CreateMonoPage />} />
      <Route path="/edit/:id" element={<EditorPage />} />
      <Route path="/edit/:id/translate/:lang" element={<TranslatePage />} />
      <Route path="/editor/edit/:id" element={<EditorPage />} />
      {/* Inside the author area for its live socket (the change log follows new entries); guard.ts keeps it ADMIN-only. */}
      <Route path="/admin/log/" element={<ChangeLogPage />} />
      <Route path="/drafts" element={<Navigate to="/author/home/drafts" replace />} />
    </Route>
    <Route path="/preview/:id" element={<PreviewPage mode="published" />} />
    <Route path="/preview/draft/:id" element={<PreviewPage mode="draft" />} />
    <Route path="/preview/side-by-side/:id" element={<PreviewPage mode="side-by-side" />} />
    <Route path="/organization-settings" element={<OrganisationSettingsPage />} />
    <Route path="/admin/" element={<AdminHomePage />} />
    <Route path="/admin/courses/" element={<AdminCoursesPage />} />
    <Route path="/admin/mono-test/" element={<MonoTestPage />} />
    <Route path="/admin/all/" element={<InstanceAdminPage />} />
    <Route path="/docs" element={<ApiReferencePage />} />
    <Route path="/settings" element={<SettingsPage />} />
    <Route path="/metrics" element={<MetricsPage />} />
    <Route path="/401" element={<UnauthorizedPage />} />
    <Route path="/collaborate-error-401" element={<CollaboratorUnauthorizedPage />} />
    <Route path="/collaborate-error-expired" element={<CollaboratorExpiredPage />} />
    <Route path="/404" element={<NotFoundPage />} />
    <Route path="*" element={<NotFoundPage />} />
  </>,
);

export function AppRoutes() {
  const { pathname, search } = useLocation();
  const element = useRoutes(appRoutes);
  const decision = decideRoute(
    ruleFor(matchedPattern(appRoutes, pathname) ?? '*'),
    new URLSearchParams(search),
    readSession(),
  );
  return (
    <>
      <PageTracker routes={appRoutes} />
      {decision === 'allow' ? (
        <Suspense fallback={<PageLoading />}>{element}</Suspense>
      ) : (
        <Navigate to={decision} replace />
      )}
    </>
  );
}
