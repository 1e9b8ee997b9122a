export { apertiumEngine } from './apertium';
export { type GlossaryEntry, type TranslationEngine, TranslationUnavailable } from './engine';
export { openAiTranslationEngine } from './openai';
