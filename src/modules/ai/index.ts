import type { TesseraModule } from '../../platform/composition/module';
import type { Config } from '../../platform/config';
import { aiRoutes, type AiDeps } from './api';
import type { HeavyWork } from '../../platform/workers/pool';
import { offlineProviderInWorkers } from './offline/in-workers';
import { openAiProvider } from './openai-provider';
import type { AiProvider } from './provider';

export { AI_CALLS, aiEventSchemas, type AiCall } from './events';
export { assistant } from './assistant';
export { aiDocuments } from './documents';

/** An OpenAI-compatible server when one is set (OPENAI_BASE_URL / OPENAI_API_KEY), else the offline provider, off the event loop. */
export const chooseAiProvider = (config: Config, heavy: HeavyWork): AiProvider =>
  config.openai
    ? openAiProvider(config.openai, config.ai.timeoutSeconds * 1000)
    : offlineProviderInWorkers(heavy, config.ai.timeoutSeconds * 1000);

/** The assistant (SPEC §7 AI): outline, questions, rewrite, labels, feedback. */
export function createAiModule(deps: AiDeps): TesseraModule {
  return { name: 'ai', routes: aiRoutes(deps) };
}
export { orgCallsInMonth } from './read-models/ai-usage-queries';
export { aiReadModels } from './read-models';
