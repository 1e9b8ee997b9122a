// What the learner player and the export dialogs share with delivery: the module a learner takes,
// the settings baked into a package, what its quiz is, the SCORM editions with their limits, and how a learner's language is matched.
export type { LearnerModule } from './learner-module';
export { type BundledConfig, type DispatchConfig, PACKAGE_FONT_DIR } from './package-config';
export { type Reporting, SUSPEND_DATA_LIMIT, type ScormVersion } from './scorm/versions';
export { languageQuery, learnerModuleAddress } from './learner-address';
export { matchLanguage } from './language-match';
export { isQuestion, type Question, quizQuestions } from './quiz';
export { isSettled, type Outcome, outcomeOf } from './learner-outcome';
export { continueGates, type GateState, isContinue } from './continue-gates';
export {
  emptyState,
  fromSuspendData,
  keepBlocks,
  type LearnerAction,
  learnerReducer,
  type LearnerState,
  type QuestionState,
  toSuspendData,
} from './learner-state';
