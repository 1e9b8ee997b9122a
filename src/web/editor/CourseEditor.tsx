import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CourseDetail } from '../api/courses';
import { Button, IconButton } from '../components/Buttons';
import { titleWithUnread } from '../comments/threads';
import { useModuleComments } from '../comments/useModuleComments';
import { LiveStatus } from '../live/LiveStatus';
import { SaveIndicator } from '../components/SaveIndicator';
import { StatusBadge } from '../components/StatusBadge';
import { useUnsavedChangesWarning } from '../hooks/useUnsavedChangesWarning';
import { PresenceBar } from '../live/PresenceBar';
import { useCourseLive } from '../live/useCourseLive';
import { useThemesLive } from '../live/useThemesLive';
import { useBlockTemplatesLive } from '../live/useBlockTemplatesLive';
import { useCourseTheme } from '../theme/useCourseTheme';
import { useThemeSurface } from '../theme/useThemeSurface';
import type { ThemeLook } from '../../modules/themes/shared';
import { usePresence } from '../live/usePresence';
import { ActionButton } from './ActionButton';
import { useEditorAssistant } from './assistantSlot';
import { BlockList } from './BlockList';
import { EditingDraft } from './EditingDraft';
import { EDITOR_ACTIONS, type EditorContext } from './editorActions';
import { EditingCourse } from '../blocks/media/EditingCourse';
import { DraftRevision } from '../blocks/DraftRevision';
import { HeldEdits } from '../blocks/HeldEdits';
import { ModuleBlocks } from '../blocks/ModuleBlocks';
import { blocksInOrder } from '../../modules/courses/content';
import { blocksWithProblems } from './blockProblems';
import { ConflictDialog } from './ConflictDialog';
import { PublishButton } from './PublishButton';
import { TitleFields } from './TitleFields';
import { UnreadableChangesNotice } from './UnreadableChangesNotice';
import { useCourseDraft } from './useCourseDraft';
import { useActionKeys } from './useActionKeys';
import { useTypingPause } from './useTypingPause';
import { useUndoRedo } from './useUndoRedo';
import { ArrowLeft, Download, Eye, History, Languages, MessageSquare, Settings2, Users } from 'lucide-react';
import { isEmbedded } from '../api/embedding';
import { useOwnedValue } from '../hooks/sharedValue';
import { lazyPage } from '../components/lazyPage';

// What opens on a click loads after the editor is up (see useEffect below), not before the module shows.
const panelCode = {
  settings: () => import('./SettingsPanel'),
  history: () => import('./HistoryPanel'),
  translations: () => import('../translation/TranslationsPanel'),
  comments: () => import('../comments/CommentsPanel'),
  exporting: () => import('../export/ExportDialog'),
  collaborating: () => import('../collaborate/CollaborateDialog'),
};
const SettingsPanel = lazyPage(panelCode.settings, 'SettingsPanel');
const HistoryPanel = lazyPage(panelCode.history, 'HistoryPanel');
const TranslationsPanel = lazyPage(panelCode.translations, 'TranslationsPanel');
const CommentsPanel = lazyPage(panelCode.comments, 'CommentsPanel');
const ExportDialog = lazyPage(panelCode.exporting, 'ExportDialog');
const CollaborateDialog = lazyPage(panelCode.collaborating, 'CollaborateDialog');

/** Loads the panels' and dialogs' code once the page is idle, so the first click on one opens it at once. */
function usePanelsLoadedWhenIdle() {
  useEffect(() => {
    const load = () => {
      for (const code of Object.values(panelCode)) void code();
    };
    if (typeof requestIdleCallback !== 'function') return load();
    const idle = requestIdleCallback(load, { timeout: 5_000 });
    return () => cancelIdleCallback(idle);
  }, []);
}

type Panel = 'settings' | 'history' | 'translations' | { comments: string | null } | null;

/** Edits a loaded course; mount it with `key={course.id}`. Autosave is off for mono modules, which save on demand. */
export function CourseEditor({ detail }: { detail: CourseDetail }) {
  const { course, revision } = detail;
  const autosave = !course.mono;
  const draft = useCourseDraft(detail, autosave);
  const history = useUndoRedo(course.id, draft.flush, revision, draft.hasUnsavedChanges);
  // The bar's actions (undo, redo), with their keys outside text fields.
  const actions: EditorContext = { history };
  useActionKeys(EDITOR_ACTIONS.editor, actions);
  // `?revision=N` (the change log's "Open this version"): the history opens at the change that made it.
  const [search] = useSearchParams();
  const [openRevision] = useState(() => Number(search.get('revision')) || null);
  const [panel, setPanel] = useState<Panel>(openRevision ? 'history' : null);
  const openComments = (blockId: string | null) => setPanel({ comments: blockId });
  const discussion = useModuleComments(course.id, draft.content, openComments);
  const { me, highlight, counts, unread, blockLabel: labelOf } = discussion;
  const [focusedBlock, setFocusedBlock] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [collaborating, setCollaborating] = useState(false);
  const others = usePresence(course.id, me.id, focusedBlock);
  const editors: Record<string, string[]> = {};
  for (const p of others) {
    if (p.blockId) editors[p.blockId] = [...(editors[p.blockId] ?? []), p.name];
  }
  /** Blocks a publish found unfit; each shows why until it is fixed or deleted. */
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(new Set());
  useCourseLive(course.id);
  useThemesLive();
  useBlockTemplatesLive();
  /** The theme being edited in the side panel, shown on the module meanwhile. */
  const [previewLook, setPreviewLook] = useState<ThemeLook | null>(null);
  const courseTheme = useCourseTheme(draft.content.settings.theme);
  const surface = useThemeSurface(previewLook ?? courseTheme);
  useUnsavedChangesWarning(draft.hasUnsavedChanges || draft.conflicts.length > 0);
  const toggle = (which: 'settings' | 'history' | 'translations') => setPanel(panel === which ? null : which);
  const [conflict] = draft.conflicts;
  const typingPaused = useTypingPause();
  /** Everything saved, mono modules (no autosave) included: before publishing. */
  const saveAll = async () => {
    if (course.mono) draft.saveNow();
    await draft.flush();
  };
  // One value per course: a new object each render would re-render every block that reads it.
  const latestSaveAll = useRef(saveAll);
  latestSaveAll.current = saveAll;
  const editing = useMemo(() => ({ courseId: course.id, flush: () => latestSaveAll.current() }), [course.id]);
  const latestDraft = useRef(draft);
  latestDraft.current = draft;
  const editingDraft = useMemo<EditingDraft>(
    () => ({ content: () => latestDraft.current.content, change: (patch) => latestDraft.current.change(patch) }),
    [],
  );
  const assistant = useEditorAssistant();
  usePanelsLoadedWhenIdle();
  const blocksInReadingOrder = useOwnedValue(useMemo(() => blocksInOrder(draft.content), [draft.content]));
  const draftRevision = useOwnedValue(draft.revision);

  return (
    <>
      <title>{titleWithUnread(`${draft.content.title || 'Untitled module'} · Tessera`, unread)}</title>
      <header className="editor-bar">
        {/* An embedded author's library is the host's: the author area is not theirs (SPEC §5). */}
        {!isEmbedded() && (
          <Link to="/author/home" className="editor-bar__back">
            <ArrowLeft aria-hidden="true" size={16} />{' '}
            <span className="editor-bar__label editor-bar__label--laptop">Your modules</span>
          </Link>
        )}
        <div className="editor-bar__status">
          <StatusBadge status={course.status} live={course.live} />
          <SaveIndicator status={draft.status} />
          {/* Embedded partner authors have no live socket (SPEC §6): "Offline" would only alarm them. */}
          {!isEmbedded() && <LiveStatus />}
          <PresenceBar others={others} blockLabel={labelOf} />
        </div>
        <div className="editor-bar__actions" role="toolbar" aria-label="Editor actions">
          {EDITOR_ACTIONS.editor.map((action) => (
            <ActionButton key={action.id} action={action} context={actions} />
          ))}
          <IconButton
            label="History"
            title="History"
            aria-pressed={panel === 'history'}
            onClick={() => toggle('history')}
          >
            <History aria-hidden="true" size={18} />
          </IconButton>
          <IconButton
            label="Side Panel"
            title="Side Panel: module settings, quiz settings, theme"
            data-tour="side-panel"
            aria-pressed={panel === 'settings'}
            onClick={() => toggle('settings')}
          >
            <Settings2 aria-hidden="true" size={18} />
          </IconButton>
          <IconButton
            label="Translations"
            title="Translations: languages, machine translation, XLIFF"
            aria-pressed={panel === 'translations'}
            onClick={() => toggle('translations')}
          >
            <Languages aria-hidden="true" size={18} />
          </IconButton>
          <Link
            className="icon-button"
            to={`/preview/draft/${encodeURIComponent(course.id)}`}
            aria-label="Preview"
            title="Preview"
          >
            <Eye aria-hidden="true" size={18} />
          </Link>
          <IconButton label="Export" title="Export: SCORM or dispatch package" onClick={() => setExporting(true)}>
            <Download aria-hidden="true" size={18} />
          </IconButton>
          <Button
            aria-pressed={typeof panel === 'object' && panel !== null}
            title="Comments"
            onClick={() => setPanel(typeof panel === 'object' && panel !== null ? null : { comments: null })}
          >
            <MessageSquare aria-hidden="true" size={16} />
            <span className="editor-bar__label editor-bar__label--laptop">
              Comments{unread > 0 ? ` (${unread} unread)` : ''}
            </span>
            {unread > 0 && (
              <span className="editor-bar__badge" aria-hidden="true">
                {unread}
              </span>
            )}
          </Button>
          {!course.mono && <assistant.BarItem courseId={course.id} content={draft.content} change={draft.change} />}
          <Button onClick={() => setCollaborating(true)} data-tour="collaborate" title="Collaborate">
            <Users aria-hidden="true" size={16} />
            <span className="editor-bar__label editor-bar__label--laptop">Collaborate</span>
          </Button>
          {course.mono && (
            <button type="button" className="button" disabled={!draft.hasUnsavedChanges} onClick={draft.saveNow}>
              Save
            </button>
          )}
          <PublishButton
            courseId={course.id}
            status={course.status}
            live={course.live}
            onExport={() => setExporting(true)}
            flush={saveAll}
            problems={() => {
              const found = blocksWithProblems(draft.content);
              setFlagged(new Set(found));
              return found;
            }}
          />
        </div>
      </header>
      <EditingCourse.Provider value={editing}>
        <EditingDraft.Provider value={editingDraft}>
          <div className={`editor-layout${panel ? ' editor-layout--with-panel' : ''}`}>
            <main className="page page--editor learner-surface" {...surface}>
              {/* The title is a field here: the page's heading names it for those who navigate by headings. */}
              <h1 className="visually-hidden">Editing {draft.content.title || 'Untitled module'}</h1>
              <UnreadableChangesNotice changes={course.unreadableChanges} />
              <TitleFields content={draft.content} change={draft.change} />
              <DraftRevision.Provider value={draftRevision}>
                <HeldEdits.Provider value={draft.hold}>
                  <ModuleBlocks.Provider value={blocksInReadingOrder}>
                    <BlockList
                      content={draft.content}
                      change={draft.change}
                      changeStructure={draft.changeStructure}
                      mono={course.mono}
                      flagged={flagged}
                      commentCounts={counts}
                      onOpenComments={openComments}
                      highlightedBlock={highlight?.blockId ?? null}
                      editors={editors}
                      changedElsewhere={draft.changedElsewhere}
                      onFocusBlock={setFocusedBlock}
                    />
                  </ModuleBlocks.Provider>
                </HeldEdits.Provider>
              </DraftRevision.Provider>
            </main>
            <Suspense fallback={null}>
              {panel === 'settings' && (
                <SettingsPanel
                  courseId={course.id}
                  labels={course.tags}
                  isDraft={course.status === 'DRAFTING'}
                  flush={saveAll}
                  content={draft.content}
                  change={draft.change}
                  onPreviewLook={setPreviewLook}
                  onClose={() => setPanel(null)}
                />
              )}
              {panel === 'translations' && (
                <TranslationsPanel
                  courseId={course.id}
                  revision={revision}
                  flush={saveAll}
                  onClose={() => setPanel(null)}
                />
              )}
              {panel === 'history' && (
                <HistoryPanel
                  courseId={course.id}
                  revision={revision}
                  openRevision={openRevision}
                  beforeRestore={draft.flush}
                  onClose={() => setPanel(null)}
                />
              )}
              {typeof panel === 'object' && panel !== null && (
                <CommentsPanel blockId={panel.comments} discussion={discussion} onClose={() => setPanel(null)} />
              )}
            </Suspense>
          </div>
        </EditingDraft.Provider>
      </EditingCourse.Provider>
      <Suspense fallback={null}>
        {exporting && <ExportDialog courseId={course.id} onClose={() => setExporting(false)} />}
        {collaborating && <CollaborateDialog courseId={course.id} onClose={() => setCollaborating(false)} />}
      </Suspense>
      {/* A choice that takes the focus waits for the author to pause: it never takes a caret that is typing. */}
      {conflict && !typingPaused && (
        <p role="status" className="conflict-pending">
          Someone else changed the part you are editing too. When you pause, you will choose which version to keep.
        </p>
      )}
      {conflict && typingPaused && (
        <ConflictDialog
          key={conflict.key}
          conflict={conflict}
          onResolve={(keep) => draft.resolveConflict(conflict.key, keep)}
        />
      )}
    </>
  );
}
