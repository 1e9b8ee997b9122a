import { Navigate, Route, Routes } from 'react-router-dom';
import { LibraryView } from '../dashboard/LibraryView';
import { VIEWS } from '../dashboard/views';
import { CreateModulePage } from '../pages/CreateModulePage';
import { DashboardPage } from '../pages/DashboardPage';
import { EditorPage } from '../pages/EditorPage';
import { InvalidSessionPage } from '../pages/InvalidSessionPage';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RegistrationPage } from '../pages/RegistrationPage';
import { RequireAuthor } from './RequireAuthor';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/author/home" replace />} />
      <Route path="/author" element={<Navigate to="/author/home" replace />} />
      <Route path="/author/self-registration" element={<RegistrationPage />} />
      <Route path="/author/userlogin" element={<LoginPage />} />
      <Route path="/auth/invalid-session" element={<InvalidSessionPage />} />
      <Route element={<RequireAuthor />}>
        <Route element={<DashboardPage />}>
          {Object.values(VIEWS).map((view) => (
            // Keyed, so nothing typed in one view (a pending search) carries over to the next.
            <Route key={view.path} path={view.path} element={<LibraryView key={view.path} view={view} />} />
          ))}
        </Route>
        <Route path="/create-module" element={<CreateModulePage />} />
        <Route path="/edit/:id" element={<EditorPage />} />
        <Route path="/editor/edit/:id" element={<EditorPage />} />
      </Route>
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
