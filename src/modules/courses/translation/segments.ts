import type { Block, BlockOf } from '../content/blocks';
import { blocksInOrder, type Content } from '../content/content';
import { kindTexts } from '../content/kinds';

/** What a translator fills in: rich text (a text block's html) or plain text. */
type SegmentKind = 'html' | 'text';

/** The kinds of translatable field; the editor names each one with its block's label and the index. */
export const SEGMENT_FIELDS = [
  'courseTitle',
  'courseDescription',
  'text',
  'heading',
  'alt',
  'caption',
  'transcript',
  'fact',
  'question',
  'option',
  'feedback',
  'answer',
  'pairLeft',
  'pairRight',
  'passText',
  'failText',
  'blockFeedback',
  'itemTitle',
  'itemText',
  'statementText',
  'quoteText',
  'quoteSource',
  'listItem',
  'buttonLabel',
  'cardFront',
  'cardBack',
  'eventDate',
  'intro',
  'summary',
  'characterName',
  'sceneLine',
  'choiceText',
  'choiceFeedback',
  'endText',
  'chartTitle',
  'chartUnits',
  'chartLabelHeading',
  'chartSeries',
  'chartLabel',
  'codeCaption',
  'continueLabel',
  'sortPrompt',
  'pileTitle',
  'sortItem',
  'markerTitle',
  'markerText',
  'markerAlt',
  'attachmentDescription',
] as const;
export type SegmentField = (typeof SEGMENT_FIELDS)[number];

/** One translatable field of a module as it is now. */
export type Segment = {
  /** Stable while the field exists: `title`, `<blockId>.html`, `<blockId>.option.<optionId>` … */
  id: string;
  blockId: string | null;
  field: SegmentField;
  /** 1-based place among fields of the same kind in the block (options, answers, pairs). */
  index?: number;
  kind: SegmentKind;
  source: string;
};

type Field = Omit<Segment, 'blockId'> & {
  /** The block with this field set to `text`. */
  apply(block: Block, text: string): Block;
};

/** A field of a block of one type: `apply` gets that block back (a field never changes its block's type). */
const fieldOf = <B extends Block>(field: Omit<Segment, 'blockId'>, apply: (block: B, text: string) => B): Field => ({
  ...field,
  apply: (block, text) => apply(block as B, text),
});

const withData = <B extends Block>(block: B, data: Partial<B['data']>): B => ({
  ...block,
  data: { ...block.data, ...data },
});

type Question = BlockOf<'QuestionBlockComponent'>;

function questionFields(block: Question): Field[] {
  const { id, data } = block;
  const fields = [
    fieldOf<Question>({ id: `${id}.question`, field: 'question', kind: 'text', source: data.title }, (b, t) =>
      withData(b, { title: t }),
    ),
  ];
  data.options.forEach((option, i) => {
    fields.push(
      fieldOf<Question>(
        { id: `${id}.option.${option.id}`, field: 'option', index: i + 1, kind: 'text', source: option.value },
        (b, t) => withData(b, { options: b.data.options.map((o) => (o.id === option.id ? { ...o, value: t } : o)) }),
      ),
    );
  });
  data.options.forEach((option, i) => {
    const feedback = data.feedbackByChoices[option.id];
    if (feedback === undefined) return;
    fields.push(
      fieldOf<Question>(
        { id: `${id}.feedback.${option.id}`, field: 'feedback', index: i + 1, kind: 'text', source: feedback },
        (b, t) => withData(b, { feedbackByChoices: { ...b.data.feedbackByChoices, [option.id]: t } }),
      ),
    );
  });
  // A free-text question's expected answers are words too: each language checks its own.
  if (data.type === 'free text') {
    data.answer.forEach((answer, i) => {
      fields.push(
        fieldOf<Question>(
          { id: `${id}.answer.${i}`, field: 'answer', index: i + 1, kind: 'text', source: answer },
          (b, t) => withData(b, { answer: b.data.answer.map((a, j) => (j === i ? t : a)) }),
        ),
      );
    });
  }
  return fields;
}

type Game = BlockOf<'CVRBlockComponent'>;

function gameFields(block: Game): Field[] {
  return block.data.pairs.flatMap((pair, i) =>
    (['left', 'right'] as const).map((side) =>
      fieldOf<Game>(
        {
          id: `${block.id}.pair.${i}.${side}`,
          field: side === 'left' ? 'pairLeft' : 'pairRight',
          index: i + 1,
          kind: 'text',
          source: pair[side],
        },
        (b, t) => withData(b, { pairs: b.data.pairs.map((p, j) => (j === i ? { ...p, [side]: t } : p)) }),
      ),
    ),
  );
}

const one = <B extends Block>(
  block: B,
  key: string,
  field: SegmentField,
  kind: SegmentKind,
  source: string,
  apply: (b: B, t: string) => B,
): Field[] => [fieldOf<B>({ id: `${block.id}.${key}`, field, kind, source }, apply)];

/**
 * The fields of a block a translator fills in. Left out on purpose: addresses, media, embed
 * pages, an avatar's script (its video is rendered from it; a language gets its own captions)
 * and labels that only authors see.
 */
function ownFields(block: Block): Field[] {
  const fields = ((): Field[] => {
    switch (block.type) {
      case 'TextBlockComponent':
        return one(block, 'html', 'text', 'html', block.data.html, (b, t) => withData(b, { html: t }));
      case 'HeadingBlockComponent':
        return one(block, 'text', 'heading', 'text', block.data.text, (b, t) => withData(b, { text: t }));
      case 'InbetweenBlockComponent':
        return one(block, 'text', 'fact', 'text', block.data.text, (b, t) => withData(b, { text: t }));
      case 'ImageBlockComponent':
        return [
          ...one(block, 'alt', 'alt', 'text', block.data.alt, (b, t) => withData(b, { alt: t })),
          ...one(block, 'caption', 'caption', 'text', block.data.caption, (b, t) => withData(b, { caption: t })),
        ];
      case 'AudioBlockComponent':
        return one(block, 'transcript', 'transcript', 'text', block.data.transcript, (b, t) =>
          withData(b, { transcript: t }),
        );
      case 'QuestionBlockComponent':
        return questionFields(block);
      case 'QuizResultsBlockComponent':
        return [
          ...one(block, 'pass', 'passText', 'text', block.data.applausePassText, (b, t) =>
            withData(b, { applausePassText: t }),
          ),
          ...one(block, 'fail', 'failText', 'text', block.data.applauseFailText, (b, t) =>
            withData(b, { applauseFailText: t }),
          ),
        ];
      case 'CVRBlockComponent':
        return gameFields(block);
      default:
        return kindTexts(block).map(({ key, set, ...field }) =>
          fieldOf<Block>({ id: `${block.id}.${key}`, ...field }, (b, t) => ({ ...b, data: set(b.data, t) }) as Block),
        );
    }
  })();
  if (block.customFeedback?.trim())
    fields.push(
      ...one(block, 'customFeedback', 'blockFeedback', 'text', block.customFeedback, (b, t) => ({
        ...b,
        customFeedback: t,
      })),
    );
  // Nothing to translate in an empty field (an option left blank, a caption not written).
  return fields.filter((f) => f.source.trim() !== '');
}

const courseFields = (content: Content): Segment[] =>
  [
    { id: 'title', blockId: null, field: 'courseTitle' as const, kind: 'text' as const, source: content.title },
    {
      id: 'description',
      blockId: null,
      field: 'courseDescription' as const,
      kind: 'text' as const,
      source: content.description,
    },
  ].filter((s) => s.source.trim() !== '');

/** Every translatable field of the module, in reading order: its title and description, then each block's. */
export function segmentsOf(content: Content): Segment[] {
  return [
    ...courseFields(content),
    ...blocksInOrder(content).flatMap((block) =>
      ownFields(block).map(({ apply: _apply, ...field }) => ({ ...field, blockId: block.id })),
    ),
  ];
}

/** The module in another language: each field with a translation takes it; the others keep their source. */
export function translateContent(content: Content, translationOf: (segmentId: string) => string | undefined): Content {
  const blocks = Object.fromEntries(
    Object.entries(content.blocks).map(([id, block]) => [
      id,
      ownFields(block).reduce((b, field) => {
        const text = translationOf(field.id);
        return text === undefined ? b : field.apply(b, text);
      }, block),
    ]),
  );
  return {
    ...content,
    title: translationOf('title') ?? content.title,
    description: translationOf('description') ?? content.description,
    blocks,
  };
}
