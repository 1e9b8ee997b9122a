import { Outlet, useNavigate } from 'react-router';
import { LazySuggestedLabels } from '../ai/labels/lazySuggestedLabels';
import { TopBar } from '../components/TopBar';
import { LabelSuggestions } from '../dashboard/LabelSuggestions';
import { SideNav } from '../dashboard/SideNav';
import { useCourseListLive } from '../live/useCourseListLive';

/** The author's home: side navigation around one library view; the lists follow changes live. */
export function DashboardPage() {
  const navigate = useNavigate();
  useCourseListLive();
  return (
    // The library's labels dialog offers the assistant's suggestions (their code loads with the first one shown).
    <LabelSuggestions.Provider value={LazySuggestedLabels}>
      <TopBar />
      <div className="dashboard">
        <aside className="dashboard__aside">
          <button
            type="button"
            className="button button--primary dashboard__create"
            data-tour="create-module"
            onClick={() => navigate('/create-module')}
          >
            Create module
          </button>
          <SideNav />
        </aside>
        <Outlet />
      </div>
    </LabelSuggestions.Provider>
  );
}
