import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileText, Languages } from 'lucide-react';
import { useState } from 'react';
import { directionOf, needsTranslation } from '../../modules/courses/translation/shared';
import type { BlockType } from '../../modules/courses/content';
import {
  machineTranslate,
  type TranslationOverview,
  type TranslationWorkspace as Workspace,
  translationQueries,
} from '../api/translation';
import { BLOCK_ICONS } from '../blocks/blockIcons';
import { BLOCK_LABELS } from '../blocks/blockLabels';
import { Button } from '../components/Buttons';
import { FormAlert } from '../components/FormAlert';
import { useUnsavedChangesWarning } from '../hooks/useUnsavedChangesWarning';
import { languageName } from './languages';
import { CaptionTracks } from './CaptionTracks';
import { noMachineReason } from './machinePairs';
import { groupNeedsWork, type SegmentGroup, segmentGroups } from './segmentGroups';
import { SegmentRow } from './SegmentRow';
import { TranslationBar } from './TranslationBar';
import { useTranslationSaves } from './useTranslationSaves';
import './translation.css';

interface TranslationWorkspaceProps {
  courseId: string;
  workspace: Workspace;
  overview: TranslationOverview;
}

/** One language beside the module's own, block by block: type, machine-translate, review. */
export function TranslationWorkspace({ courseId, workspace, overview }: TranslationWorkspaceProps) {
  const { language, sourceLanguage } = workspace;
  const saves = useTranslationSaves(courseId, language);
  useUnsavedChangesWarning(saves.status !== 'saved');
  const [onlyToDo, setOnlyToDo] = useState(false);
  const status = overview.translationStatus.find((s) => s.lang === language);
  const noMachine = noMachineReason(overview.machineTranslation, sourceLanguage, language);
  const machine = noMachine === null;
  const target = { code: language, name: languageName(language), dir: directionOf(language) };
  const groups = segmentGroups(workspace.segments, onlyToDo);
  const title = workspace.segments.find((s) => s.id === 'title')?.source ?? 'Untitled module';
  const toDo = workspace.segments.filter((s) => needsTranslation(s.state)).length;

  return (
    <>
      <title>{`${target.name} translation · ${title} · Tessera`}</title>
      {status && (
        <TranslationBar
          courseId={courseId}
          moduleTitle={title}
          status={status}
          languages={overview.translationStatus.map((s) => s.lang)}
          reviewed={workspace.reviewed}
          saveStatus={saves.status}
          noMachine={noMachine}
          flush={saves.flush}
        />
      )}
      <main className="page translation-page">
        <fieldset className="translation-filter">
          <legend className="visually-hidden">Show</legend>
          <label>
            <input type="radio" name="show" checked={!onlyToDo} onChange={() => setOnlyToDo(false)} /> All fields
          </label>
          <label>
            <input type="radio" name="show" checked={onlyToDo} onChange={() => setOnlyToDo(true)} /> Still to translate
            ({toDo})
          </label>
        </fieldset>
        <div className="translation-columns" aria-hidden="true">
          <span>{languageName(sourceLanguage)} (original)</span>
          <span>{target.name}</span>
        </div>
        {groups.length === 0 && (
          <p className="translations-panel__empty">
            {onlyToDo
              ? `Nothing left to translate: every field has its ${target.name} translation.`
              : 'This module has no text to translate yet. Write its blocks first.'}
          </p>
        )}
        {groups.map((group) => (
          <BlockGroup
            key={group.key}
            courseId={courseId}
            group={group}
            language={language}
            machine={machine}
            flush={saves.flush}
          >
            {group.segments.map((segment) => (
              <SegmentRow
                key={segment.id}
                segment={segment}
                unsaved={saves.unsaved[segment.id]}
                sourceChanged={saves.sourceChanged.has(segment.id)}
                language={target}
                sourceLanguage={sourceLanguage}
                onType={(typed) => saves.type(segment.id, typed)}
                onBlur={() => void saves.flush()}
              />
            ))}
          </BlockGroup>
        ))}
        <CaptionTracks courseId={courseId} captions={workspace.captions} languageName={target.name} />
      </main>
    </>
  );
}

interface BlockGroupProps {
  courseId: string;
  group: SegmentGroup;
  language: string;
  machine: boolean;
  flush: () => Promise<void>;
  children: React.ReactNode;
}

/** One block's fields, with machine translation of that block alone. */
function BlockGroup({ courseId, group, language, machine, flush, children }: BlockGroupProps) {
  const queryClient = useQueryClient();
  const Icon = group.blockType ? BLOCK_ICONS[group.blockType as BlockType] : FileText;
  const label = group.blockType ? BLOCK_LABELS[group.blockType as BlockType] : 'Module title and description';
  const translate = useMutation({
    mutationFn: async () => {
      await flush();
      return machineTranslate(courseId, language, group.blockId ? [group.blockId] : []);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: translationQueries.all(courseId) }),
  });
  const headingId = `group-${group.key}`;
  return (
    <section className="translation-block" aria-labelledby={headingId}>
      <header className="translation-block__header">
        <h2 id={headingId} className="translation-block__title">
          <Icon aria-hidden="true" size={16} /> {label}
        </h2>
        {machine && group.blockId && groupNeedsWork(group) && (
          <Button disabled={translate.isPending} onClick={() => translate.mutate()}>
            <Languages aria-hidden="true" size={16} />
            {translate.isPending ? 'Translating…' : 'Translate this block'}
          </Button>
        )}
      </header>
      {children}
      <FormAlert error={translate.error} />
    </section>
  );
}
