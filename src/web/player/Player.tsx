import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Block } from '../../modules/courses/content';
import { BlockView } from '../blocks/BlockView';
import { GameView } from '../blocks/GameView';
import { HeadingView } from '../blocks/textViews';
import type { Session } from './boot';
import { CompletionWheel } from './CompletionWheel';
import { ExitButton } from './ExitButton';
import { TESSERA_FONTS } from '../../modules/themes/shared';
import { useThemeSurface } from '../theme/useThemeSurface';
import { Cover } from './Cover';
import { headingLevels } from './heading-levels';
import { LanguageChooser } from './LanguageChooser';
import type { Question } from '../../modules/delivery/shared';
import { QuestionBlock } from './QuestionBlock';
import { QuestionCarousel } from './QuestionCarousel';
import { QuizResultsBlock } from './QuizResultsBlock';
import { readingOrder } from './reading-order';
import { SectionMenu } from './SectionMenu';
import { sectionAt, sectionsOf } from './sections';
import { SessionEnded } from './SessionEnded';
import { KeptNotice } from './KeptNotice';
import { useLearnerProgress } from './useLearnerProgress';
import { useInteractions } from './useInteractions';
import { useStatements } from './useStatements';
import { useModuleLanguage } from './useModuleLanguage';
import { useSeenBlocks } from './useSeenBlocks';
import { type CheckedActivity, CheckedProvider } from '../blocks/checked';
import { ExploredProvider } from '../blocks/explore';
import { PlayedProvider, type PlayedWay } from '../blocks/played';
import { ContinueGatesProvider } from '../blocks/continueGates';
import { useContinueGates } from './useContinueGates';
import { focusBlock } from '../blocks/focusBlock';
import { LearnerWordsProvider, Say } from '../blocks/LearnerWords';
import { usePlayerWords } from '../blocks/words/usePlayerWords';

/**
 * A module as a learner takes it: a cover, a bar with the sections, the language and the
 * completion, then the blocks, in the module's theme (its frame around the column). Progress goes
 * to the LMS when there is one, and stays in the browser otherwise. The page around it holds the
 * main landmark; `ownsPage`: the page is the player's, its `lang` and `dir` follow the module's.
 */
export function Player({ session, ownsPage = false }: { session: Session; ownsPage?: boolean }) {
  const { layout } = session;
  const root = useRef<HTMLDivElement>(null);
  const language = useModuleLanguage(session, root);
  const inLanguage = useMemo(() => ({ ...session, module: language.module }), [session, language.module]);
  const { module, state, dispatch, location, setLocation, outcome, resuming, resumeAt } =
    useLearnerProgress(inLanguage);
  // The player's own words follow the language the module is shown in, with the author's words for it.
  const words = usePlayerWords(language.module.language, language.module.playerWords);
  const untitled = words.say('player.module');
  // In a block left in the module's own language, the player's words still say which language they are in.
  const wordsInside = useMemo(
    () => ({ ...words, inside: { lang: language.module.language, dir: language.dir } }),
    [words, language.module.language, language.dir],
  );
  usePage(ownsPage, language.module, language.dir, untitled);
  const { quiz, showCompletionStatus } = module.settings;
  const questionLayout = module.settings.layout.questionLayout;
  const blocks = useMemo(
    () => (layout === 'thumb' ? module.blocks.slice(0, 1) : module.blocks),
    [layout, module.blocks],
  );
  const levels = useMemo(() => headingLevels(blocks), [blocks]);
  // What is below a Continue block shows once the learner has done what is above it and pressed it.
  const gates = useContinueGates(blocks, module, state, location, dispatch, root);
  const shown = useMemo(() => readingOrder(gates.shown, questionLayout === 'carousel'), [gates.shown, questionLayout]);
  const sections = useMemo(() => sectionsOf(gates.shown), [gates.shown]);
  // Blocks not translated yet show the module's own words, marked as its language.
  const untranslated = useMemo(() => new Set(module.untranslated), [module.untranslated]);
  const [ownLanguage] = module.languages;
  const own =
    ownLanguage && ownLanguage.code !== module.language ? { lang: ownLanguage.code, dir: ownLanguage.dir } : {};
  const currentSection = useMemo(() => sectionAt(blocks, sections, location), [blocks, sections, location]);

  const { look } = module;
  const surface = useThemeSurface(look, session.fontBase ?? TESSERA_FONTS);
  const logo = look.logoImage
    ? { src: look.logoImage, alt: look.name, placement: look.logoPlacement, size: look.logoSize }
    : undefined;

  const exit = session.link?.exit?.bind(session.link);
  const [ended, setEnded] = useState(false);
  const cover = useRef<HTMLElement>(null);
  const interactions = useInteractions(session.link, session.statements);
  useStatements(session.statements, module.title, outcome);
  // A block explored part by part (an accordion) is seen once its parts were opened, not scrolled past.
  const exploredParts = useMemo(() => new Set(module.explored), [module.explored]);
  useSeenBlocks(root, cover, {
    onSeen: (blockId) => {
      interactions.shown(blockId);
      if (!exploredParts.has(blockId) && !gates.isGate(blockId)) dispatch({ type: 'seen', blockId });
    },
    onPlace: setLocation,
  });
  const explored = useCallback((blockId: string) => dispatch({ type: 'seen', blockId }), [dispatch]);
  const played = (block: Block, way: PlayedWay) => {
    interactions.walked(block, way);
    dispatch({ type: 'played', gameId: block.id, tries: way.choices.length, completed: true });
  };
  // A block checked as a question is (a sorting): its attempts are kept, and each check told to the LMS.
  const checkedActivity = (block: Block): CheckedActivity => ({
    state: state.questions[block.id],
    attemptsAllowed: quiz.numberOfAttempts,
    showAnswersAfterLastAttempt: quiz.showAnswersAfterMaxAttempt,
    onCheck: (given, correct) => {
      if (block.type === 'SortingBlockComponent') interactions.sorted(block, given, correct);
      dispatch({ type: 'answered', questionId: block.id, given, correct });
    },
  });

  const renderQuestion = (block: Question) => (
    <QuestionBlock
      block={block}
      state={state.questions[block.id]}
      attemptsAllowed={quiz.numberOfAttempts}
      showAnswersAfterLastAttempt={quiz.showAnswersAfterMaxAttempt}
      optionLayout={questionLayout === 'grid' ? 'grid' : 'stacked'}
      onAnswer={(given, correct) => {
        interactions.answered(block, given, correct);
        dispatch({ type: 'answered', questionId: block.id, given, correct });
      }}
    />
  );
  const renderBlock = (block: Block) => {
    switch (block.type) {
      case 'QuestionBlockComponent':
        return renderQuestion(block);
      case 'QuizResultsBlockComponent':
        return (
          <QuizResultsBlock
            block={block}
            outcome={outcome}
            passScore={quiz.passScore}
            level={levels.get(block.id) ?? 2}
          />
        );
      case 'HeadingBlockComponent':
        return <HeadingView block={block} level={levels.get(block.id)} />;
      case 'CVRBlockComponent':
        return (
          <GameView
            block={block}
            lastTries={state.games[block.id]?.tries}
            onFinish={(tries, pairs) => {
              interactions.played(block, pairs);
              dispatch({ type: 'played', gameId: block.id, tries, completed: true });
            }}
          />
        );
      default:
        return (
          <ContinueGatesProvider value={gates.context}>
            <BlockView block={block} />
          </ContinueGatesProvider>
        );
    }
  };

  const chooser = language.offersLanguages && (
    <>
      <LanguageChooser
        languages={module.languages}
        current={module.language}
        pending={language.pending}
        onChoose={language.choose}
      />
      {language.failed && (
        <p role="alert" className="player-language__failed">
          <Say word="bar.languageFailed" />
        </p>
      )}
    </>
  );

  if (ended)
    return (
      <LearnerWordsProvider value={words}>
        <SessionEnded title={module.title} />
      </LearnerWordsProvider>
    );
  return (
    <LearnerWordsProvider value={words}>
      <ExploredProvider value={explored}>
        <PlayedProvider value={played}>
          <CheckedProvider value={checkedActivity}>
            <div
              className="learner-surface learner-frame"
              {...surface}
              lang={module.language || undefined}
              dir={module.language ? language.dir : undefined}
            >
              <div ref={root} className={`player player--${layout}`}>
                {layout === 'module' ? (
                  <>
                    {(sections.length > 0 || showCompletionStatus || chooser || exit) && (
                      <nav className="player-bar" aria-label={untitled}>
                        <span className="player-bar__title">{module.title}</span>
                        <div className="player-bar__controls">
                          {sections.length > 0 && (
                            <SectionMenu
                              sections={sections}
                              current={currentSection}
                              onJump={(id) => focusBlock(root.current, id)}
                            />
                          )}
                          {chooser}
                          {showCompletionStatus && <CompletionWheel progress={outcome.progress} />}
                          {exit && <ExitButton exit={exit} onLeft={() => setEnded(true)} />}
                        </div>
                      </nav>
                    )}
                    <Cover
                      sectionRef={cover}
                      title={module.title}
                      description={module.description}
                      minutes={module.minutes}
                      resuming={resuming}
                      logo={logo}
                      onStart={() => focusBlock(root.current, (resuming && resumeAt) || blocks[0]?.id || '')}
                    />
                  </>
                ) : (
                  <>
                    <h1 className="visually-hidden">{module.title}</h1>
                    {layout === 'single' && chooser && <div className="player-bar player-bar--single">{chooser}</div>}
                  </>
                )}
                {shown.map((item) =>
                  item.kind === 'carousel' ? (
                    <QuestionCarousel
                      key={item.questions[0]!.id}
                      questions={item.questions}
                      startAt={resumeAt}
                      renderQuestion={renderQuestion}
                    />
                  ) : (
                    <div
                      key={item.block.id}
                      data-block-id={item.block.id}
                      className="player-block"
                      tabIndex={-1}
                      {...(untranslated.has(item.block.id) ? own : {})}
                    >
                      {untranslated.has(item.block.id) && own.lang ? (
                        <LearnerWordsProvider value={wordsInside}>{renderBlock(item.block)}</LearnerWordsProvider>
                      ) : (
                        renderBlock(item.block)
                      )}
                    </div>
                  ),
                )}
                <KeptNotice status={session.store?.status} />
              </div>
            </div>
          </CheckedProvider>
        </PlayedProvider>
      </ExploredProvider>
    </LearnerWordsProvider>
  );
}

/**
 * The page's title, `lang` and `dir` follow the language the module is shown in (the tab's name,
 * screen readers' voice, right-to-left layout).
 */
function usePage(
  ownsPage: boolean,
  { title, language }: { title: string; language: string },
  dir: 'ltr' | 'rtl',
  untitled: string,
) {
  useEffect(() => {
    if (!ownsPage) return;
    document.title = title || untitled;
    if (!language) return;
    document.documentElement.lang = language;
    document.documentElement.dir = dir;
  }, [ownsPage, title, language, dir, untitled]);
}
