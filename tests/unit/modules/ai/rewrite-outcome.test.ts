import { describe, expect, it } from 'vitest';
import { offlineProvider } from '../../../../src/modules/ai/offline';
import { rewriteOutcome } from '../../../../src/modules/ai/rewrite-outcome';

const never = new AbortController().signal;

describe('a rewrite that changes nothing', () => {
  it('is flagged when it reads as the text did, whitespace and markup aside', () => {
    expect(rewriteOutcome('<p>Keep exits  clear.</p>', '<p>Keep exits clear.</p>').unchanged).toBe(true);
    expect(rewriteOutcome('Keep exits clear.', 'Keep exits\nclear.').unchanged).toBe(true);
    expect(rewriteOutcome('<p>keep exits clear</p>', '<p>Keep exits clear.</p>').unchanged).toBe(false);
  });

  it('is what the offline assistant gives for a text with nothing to shorten, simplify or fix', async () => {
    const content = '<p>Keep every exit clear at all times.</p>';
    for (const kind of ['shorten', 'simplify', 'grammar'] as const) {
      const { output } = await offlineProvider().rewrite({ kind, prompt: '', content }, never);
      expect([kind, rewriteOutcome(content, output).unchanged]).toEqual([kind, true]);
    }
  });
});
