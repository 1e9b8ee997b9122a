import { useNavigate } from 'react-router-dom';
import { CourseList } from '../components/CourseList';
import { TopBar } from '../components/TopBar';

export function DashboardPage() {
  const navigate = useNavigate();
  return (
    <>
      <title>Your modules · Tessera</title>
      <TopBar />
      <main className="page">
        <div className="page__head">
          <h1>Your modules</h1>
          <button type="button" className="button button--primary" onClick={() => navigate('/create-module')}>
            Create module
          </button>
        </div>
        <CourseList />
      </main>
    </>
  );
}
