import * as z from 'zod/mini';
import { defineBlockKind } from './kind';

/**
 * A point learners pass once they have done what is above it (answered its questions, explored
 * its parts, played its games), by a Continue button; nothing to finish in itself. An empty label
 * is the player's word for Continue.
 */
export const continueDivider = defineBlockKind({
  type: 'ContinueBlockComponent',
  title: 'Continue',
  data: z.object({ label: z.string().check(z.maxLength(100)) }),
  empty: () => ({ label: '' }),
  texts: (data) => [
    { key: 'label', field: 'continueLabel', kind: 'text', source: data.label, set: (d, label) => ({ ...d, label }) },
  ],
  completion: 'none',
});
