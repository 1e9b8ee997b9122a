import { useState } from 'react';
import { Check } from '../blocks/Check';
import { WholeNumberField } from '../components/WholeNumberField';
import type { Content, CourseSettings } from '../../modules/courses/content';
import { settingChange, type DraftPatch } from './draftPatch';
import { X } from 'lucide-react';
import { IconButton } from '../components/Buttons';
import type { ThemeLook } from '../../modules/themes/shared';
import { ThemeTab } from './theme/ThemeTab';
import { ThumbnailSettings } from './ThumbnailSettings';
import { isEmbedded } from '../api/embedding';
import { ModuleLabels } from './ModuleLabels';

type Tab = 'module' | 'quiz' | 'theme';
const TABS: { id: Tab; label: string }[] = [
  { id: 'module', label: 'Module settings' },
  { id: 'quiz', label: 'Quiz settings' },
  { id: 'theme', label: 'Theme' },
];

/** The side panel of SPEC §2: module settings, quiz settings, theme. Every change autosaves like a block edit. */
export function SettingsPanel({
  courseId,
  labels,
  isDraft,
  flush,
  content,
  change,
  onPreviewLook,
  onClose,
}: {
  courseId: string;
  labels: string[];
  /** The module is being drafted (its thumbnail changes "for a draft"). */
  isDraft: boolean;
  /** Saves what is not saved yet (before a thumbnail is made from the module). */
  flush: () => Promise<unknown>;
  content: Content;
  change: (patch: DraftPatch) => void;
  /** A theme being edited, for the module to show meanwhile (null: the module's own theme). */
  onPreviewLook: (look: ThemeLook | null) => void;
  onClose: () => void;
}) {
  const [tab, setTab] = useState<Tab>('module');
  const { settings } = content;
  const set = <K extends keyof CourseSettings>(key: K, value: CourseSettings[K]) => change(settingChange(key, value));
  const quiz = (patch: Partial<CourseSettings['quiz']>) => set('quiz', { ...settings.quiz, ...patch });

  return (
    <aside className="side-panel" aria-label="Side panel">
      <header className="side-panel__header">
        <div role="tablist" aria-label="Settings">
          {TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`panel-${t.id}`}
              className="tab"
              onClick={() => setTab(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <IconButton label="Close side panel" onClick={onClose}>
          <X aria-hidden="true" size={18} />
        </IconButton>
      </header>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="side-panel__body">
        {tab === 'module' && (
          <>
            <ThumbnailSettings courseId={courseId} isDraft={isDraft} flush={flush} />
            {isEmbedded() && <ModuleLabels course={{ id: courseId, title: content.title, tags: labels }} />}
            <fieldset data-tour="completion-settings">
              <legend>Completion</legend>
              <Check
                checked={settings.showCompletionStatus}
                onChange={(e) => set('showCompletionStatus', e.target.checked)}
              >
                Show the completion wheel
              </Check>
              <Check
                checked={settings.trackTextImageBlocks}
                onChange={(e) => set('trackTextImageBlocks', e.target.checked)}
              >
                Text and image blocks count towards completion
              </Check>
              <Check
                checked={settings.trackNonScorableQuestions}
                onChange={(e) => set('trackNonScorableQuestions', e.target.checked)}
              >
                Questions without a score count towards completion
              </Check>
            </fieldset>
          </>
        )}
        {tab === 'quiz' && (
          <fieldset>
            <legend>Quiz</legend>
            <WholeNumberField
              label="Pass score (%)"
              min={0}
              max={100}
              value={settings.quiz.passScore}
              onChange={(passScore) => quiz({ passScore })}
            />
            <WholeNumberField
              label="Attempts"
              min={1}
              max={100}
              value={settings.quiz.numberOfAttempts}
              onChange={(numberOfAttempts) => quiz({ numberOfAttempts })}
            />
            <Check
              checked={settings.quiz.showAnswersAfterMaxAttempt}
              onChange={(e) => quiz({ showAnswersAfterMaxAttempt: e.target.checked })}
            >
              Show the answers after the last attempt
            </Check>
            <label className="field">
              Question layout
              <select
                value={settings.layout.questionLayout}
                onChange={(e) =>
                  set('layout', { questionLayout: e.target.value as CourseSettings['layout']['questionLayout'] })
                }
              >
                <option value="stacked">Stacked</option>
                <option value="grid">Grid</option>
                <option value="carousel">Carousel</option>
              </select>
            </label>
            <Check checked={settings.customFeedback} onChange={(e) => set('customFeedback', e.target.checked)}>
              Custom feedback per question
            </Check>
          </fieldset>
        )}
        {tab === 'theme' && (
          <ThemeTab themeId={settings.theme} onChoose={(id) => set('theme', id)} onPreview={onPreviewLook} />
        )}
      </div>
    </aside>
  );
}
