import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues, plainReason } from '../../../src/platform/plain-issues';

const reasons = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error.issues.map(plainReason);
};

describe('zod issues in plain words', () => {
  it('says every common refusal in words an author reads, never zod’s own', () => {
    const schema = z.object({
      text: z.string().max(10_000),
      title: z.string().min(1),
      name: z.string().min(3),
      count: z.number().int().min(1).max(20),
      whole: z.number().int(),
      kind: z.enum(['shorten', 'expand']),
      labels: z.array(z.string()).max(2),
      email: z.email(),
      flag: z.boolean(),
    });
    expect(
      reasons(schema, {
        text: 'x'.repeat(10_001),
        title: '',
        name: 'ab',
        count: 21,
        whole: 1.5,
        kind: 'louder',
        labels: ['a', 'b', 'c'],
        email: 'nope',
      }),
    ).toEqual([
      'at most 10,000 characters',
      'must not be empty',
      'at least 3 characters',
      'must be at most 20',
      'must be a whole number',
      'must be one of "shorten", "expand"',
      'at most 2 items',
      'must be an email address',
      'is required',
    ]);
  });

  it("keeps a schema's own words", () => {
    expect(reasons(z.string().max(5, 'a label is short'), 'too long')).toEqual(['a label is short']);
  });

  it('names each field, for a person or a model to act on, with no dump', () => {
    const parsed = z.object({ labels: z.array(z.string().max(4)) }).safeParse({ labels: ['fine', 'too long'] });
    const said = describeIssues(parsed.error!.issues, 'the answer');
    expect(said).toBe('labels.1: at most 4 characters');
    expect(describeIssues(z.string().safeParse(3).error!.issues, 'the answer')).toBe('the answer: must be text');
  });
});
