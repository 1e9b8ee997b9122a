export { apertiumEngine } from './apertium';
export { type TranslationEngine, TranslationUnavailable } from './engine';
export { openAiTranslationEngine } from './openai';
