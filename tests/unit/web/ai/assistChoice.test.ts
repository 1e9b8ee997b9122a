import { describe, expect, it } from 'vitest';
import { chooseAssist, closeAssist, currentAssist } from '../../../../src/web/ai/assist/assistChoice';

describe("a block's assistant choice", () => {
  it('is what was last picked for that block, a new pick of the same action included, until closed', () => {
    const shorten = { kind: 'rewrite', rewrite: 'shorten' } as const;
    chooseAssist('a', shorten, null);
    const first = currentAssist('a');
    chooseAssist('a', shorten, null);
    expect(currentAssist('a')?.action).toEqual(shorten);
    expect(currentAssist('a')?.id).not.toBe(first?.id);
    expect(currentAssist('b')).toBeUndefined();
    closeAssist('a');
    expect(currentAssist('a')).toBeUndefined();
  });
});
