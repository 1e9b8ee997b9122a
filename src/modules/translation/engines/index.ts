export { type ApertiumOptions, apertiumEngine, type OfflineEngine } from './apertium';
export { type LanguagePair, type TranslationEngine, type TranslationRequest, TranslationUnavailable } from './engine';
export { openAiTranslationEngine } from './openai';
