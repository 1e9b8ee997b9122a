import { describe, expect, it } from 'vitest';
import { emptyContent, moduleText } from '../../../../src/modules/courses/content';
import { offlineProvider } from '../../../../src/modules/ai/offline';
import { joinWrappedLines } from '../../../../src/modules/ai/offline/wrapped-lines';

const never = new AbortController().signal;
const provider = offlineProvider();

const WRAPPED = `Ladders
A ladder is only for short jobs of less than thirty minutes. The ladder
stands on firm, level ground at an angle of about 75 degrees, and a
second person holds its foot while someone climbs.

- Wear the harness whenever you work above
  two metres.
- Report damaged equipment at once.

Reporting
Report every near miss within 24 hours on the safety portal. A near miss
that is reported early helps the team fix the hazard.`;

describe('offline assistant: reading a hard-wrapped text', () => {
  it('joins the lines of a sentence; blank lines, bullets and headings stay apart', () => {
    expect(joinWrappedLines(WRAPPED.replace(/\n {2}/g, '\n')).split('\n')).toEqual([
      'Ladders',
      'A ladder is only for short jobs of less than thirty minutes. The ladder stands on firm, level ground at an angle of about 75 degrees, and a second person holds its foot while someone climbs.',
      '',
      '- Wear the harness whenever you work above two metres.',
      '- Report damaged equipment at once.',
      '',
      'Reporting',
      'Report every near miss within 24 hours on the safety portal. A near miss that is reported early helps the team fix the hazard.',
    ]);
  });

  it('outlines it by its headings, with whole sentences as points', async () => {
    const { output } = await provider.outline({ prompt: '', sources: [{ name: 'height.txt', text: WRAPPED }] }, never);
    expect(output.sections.map((section) => section.heading)).toEqual(['Ladders', 'Reporting']);
    for (const point of output.sections.flatMap((section) => section.points)) expect(point).toMatch(/^\p{Lu}.*\.$/u);
    expect(output.sections[1]!.points).toContain('A near miss that is reported early helps the team fix the hazard.');
  });
});

describe('offline assistant: "Suggest a fact"', () => {
  it('never offers a question, nor a sentence built round an address, as the fact', async () => {
    const content = [
      'Which extinguisher do you use on an electrical fire in the server room of the warehouse?',
      'Fire safety rules are on www.acme.example/fire-safety for every warehouse worker and fire warden.',
      'A CO2 extinguisher is used on electrical fires in the warehouse.',
    ].join('\n\n');
    const { output } = await provider.trivia({ prompt: 'fire', content }, never);
    expect(output).toBe('Did you know? A CO2 extinguisher is used on electrical fires in the warehouse.');
  });

  it('reads the module without its question blocks, its title and headings as headings', () => {
    const content = emptyContent('Fire safety in the warehouse for every new member of staff', 'A short module.');
    const blocks = [
      { id: 'h1', type: 'HeadingBlockComponent', data: { text: 'Extinguishers' } },
      {
        id: 't1',
        type: 'TextBlockComponent',
        data: { html: '<p>A CO2 extinguisher is used on electrical fires.</p>' },
      },
      { id: 'q1', type: 'QuestionBlockComponent', data: { title: 'Which extinguisher is used on electrical fires?' } },
    ];
    const withBlocks = {
      ...content,
      pages: [{ id: 'p1', sectionIds: ['s1'] }],
      sections: { s1: { id: 's1', pageId: 'p1', sizes: 'co-12', blockIds: blocks.map((block) => block.id) } },
      blocks: Object.fromEntries(blocks.map((block) => [block.id, block])),
    } as unknown as typeof content;
    expect(moduleText(withBlocks)).toBe(
      '# Fire safety in the warehouse for every new member of staff\n\nA short module.\n\n## Extinguishers\n\nA CO2 extinguisher is used on electrical fires.',
    );
  });
});
