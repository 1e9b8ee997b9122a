import type { Segment, SegmentField } from './segments';

const NAMES: Record<SegmentField, string> = {
  courseTitle: 'Module title',
  courseDescription: 'Module description',
  text: 'Text',
  heading: 'Heading',
  alt: 'Alternative text',
  caption: 'Caption',
  transcript: 'Transcript',
  fact: 'Fact',
  question: 'Question',
  option: 'Option',
  feedback: 'Feedback on option',
  answer: 'Expected answer',
  pairLeft: 'Pair, left side',
  pairRight: 'Pair, right side',
  passText: 'Message when passed',
  failText: 'Message when failed',
  blockFeedback: 'Feedback',
  itemTitle: 'Part title',
  itemText: 'Part text',
  statementText: 'Statement',
  quoteText: 'Quote',
  quoteSource: 'Who said it',
  listItem: 'List item',
  buttonLabel: 'Button',
  cardFront: 'Card front',
  cardBack: 'Card back',
  eventDate: 'Event date',
  intro: 'Introduction',
  summary: 'Summary',
  characterName: 'Character',
  sceneLine: 'Line',
  choiceText: 'Reply',
  choiceFeedback: 'Feedback on reply',
  endText: 'End',
  chartTitle: 'Chart title',
  chartUnits: 'Chart units',
  chartLabelHeading: 'Chart labels heading',
  chartSeries: 'Chart series',
  chartLabel: 'Chart label',
  codeCaption: 'Code caption',
  continueLabel: 'Continue button',
  sortPrompt: 'Sorting instructions',
  pileTitle: 'Pile',
  sortItem: 'Item to sort',
  markerTitle: 'Marker title',
  markerText: 'Marker note',
  markerAlt: 'Marker image alternative text',
  attachmentDescription: 'Attachment description',
};

/** What a field is, for people: "Option 2", "Pair 3, left side", "Module title". */
export function fieldName(segment: Pick<Segment, 'field' | 'index'>): string {
  const name = NAMES[segment.field];
  if (segment.index === undefined) return name;
  return segment.field === 'pairLeft' || segment.field === 'pairRight'
    ? name.replace('Pair', `Pair ${segment.index}`)
    : `${name} ${segment.index}`;
}
