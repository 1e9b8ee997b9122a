import { describe, expect, it } from 'vitest';
import { blockDataSchemas, isEmbeddable } from '../../../../src/modules/courses/content';

const schemaTakes = (url: string) => blockDataSchemas.EmbedBlockComponent.shape.url.safeParse(url).success;

describe('an address an embed block can show', () => {
  it.each([
    ['https://example.org/page', true],
    ['HTTPS://EXAMPLE.ORG', true],
    [`https://example.org/${'a'.repeat(1980)}`, true],
    [`https://example.org/${'a'.repeat(1981)}`, false],
    ['http://example.org', false],
    ['https://example.org/a page', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%s: %s, as the block schema says (which also takes "" for no page yet)', (url, shown) => {
    expect(isEmbeddable(url)).toBe(shown);
    expect(schemaTakes(url)).toBe(shown || url === '');
  });
});
