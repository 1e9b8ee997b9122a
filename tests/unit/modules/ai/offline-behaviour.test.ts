import { offlineProvider } from '../../../../src/modules/ai/offline';
import { describeAiProvider } from '../../../support/ai-provider-behaviour';

describeAiProvider('offline provider', offlineProvider);
