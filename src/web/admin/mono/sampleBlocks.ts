import type { BlockOf, BlockType } from '../../../modules/courses/content';

const PICTURE = '/thumbnails/placeholder-1.svg';
/** The app's own placeholder clip: a video file any browser here can play, with no network. */
const CLIP = '/thumbnails/placeholder-2.webm';

/** Three titled parts, for the blocks made of them (accordion, tabs, process). */
const FIRE_STEPS = [
  { id: 'part-raise', title: 'Raise the alarm', body: '<p>Break the nearest <strong>call point</strong>.</p>' },
  { id: 'part-leave', title: 'Leave the building', body: '<p>Use the stairs, never the lift.</p>' },
  { id: 'part-meet', title: 'Meet outside', body: '<p>Wait at the assembly point until you are counted.</p>' },
];

/** One block of each type, filled in as an author would, for the admin's check of how learners see them. */
export const SAMPLE_BLOCKS: { [T in BlockType]: BlockOf<T> } = {
  TextBlockComponent: {
    id: 'sample-text',
    type: 'TextBlockComponent',
    title: 'Text',
    data: {
      html: '<p>Fire doors stay <strong>closed</strong>. When the alarm sounds:</p><ul><li>leave by the nearest exit;</li><li>meet at the assembly point.</li></ul><p>Read the <a href="https://example.com/policy">full policy</a>.</p>',
    },
  },
  HeadingBlockComponent: {
    id: 'sample-heading',
    type: 'HeadingBlockComponent',
    title: 'Heading',
    data: { text: 'Before you start', level: 2 },
  },
  ImageBlockComponent: {
    id: 'sample-image',
    type: 'ImageBlockComponent',
    title: 'Image',
    data: {
      url: PICTURE,
      alt: 'Coloured shapes on a soft background',
      caption: 'A placeholder picture with its caption.',
    },
  },
  VideoBlockComponent: {
    id: 'sample-video',
    type: 'VideoBlockComponent',
    title: 'Video',
    data: { url: CLIP, videoType: 'upload', vtts: {} },
  },
  AudioBlockComponent: {
    id: 'sample-audio',
    type: 'AudioBlockComponent',
    title: 'Audio',
    data: { url: CLIP, audio: {}, transcript: 'Welcome. In the next five minutes you will learn where the exits are.' },
  },
  AvatarBlockComponent: {
    id: 'sample-avatar',
    type: 'AvatarBlockComponent',
    title: 'Avatar video',
    data: {
      script: 'Welcome to the team.',
      iframeUrl: '',
      cbUrl: '',
      uuid: '',
      renderMediaStatus: 'COMPLETED',
      mediaId: '',
      url: CLIP,
      voice: '',
      imageMediaId: '',
      vtts: {},
    },
  },
  InbetweenBlockComponent: {
    id: 'sample-inbetween',
    type: 'InbetweenBlockComponent',
    title: 'In-between',
    data: { text: 'Well done so far. Next: what to do when the alarm sounds.' },
  },
  CVRBlockComponent: {
    id: 'sample-game',
    type: 'CVRBlockComponent',
    title: 'Game',
    data: {
      game: 'word-match',
      url: '',
      pairs: [
        { left: 'Fire door', right: 'Keep closed' },
        { left: 'Alarm', right: 'Leave the building' },
        { left: 'Assembly point', right: 'Wait to be counted' },
      ],
    },
  },
  EmbedBlockComponent: {
    id: 'sample-embed',
    type: 'EmbedBlockComponent',
    title: 'Embedded page',
    data: { url: 'https://example.com/', height: 240 },
  },
  QuestionBlockComponent: {
    id: 'sample-question',
    type: 'QuestionBlockComponent',
    title: 'Question',
    data: {
      title: 'Which door do you leave open?',
      type: 'single choice',
      options: [
        { id: 'opt-a', value: 'The fire door' },
        { id: 'opt-b', value: 'None of them' },
        { id: 'opt-c', value: 'The one nearest the exit' },
      ],
      answer: ['opt-b'],
      caseSensitive: false,
      feedbackByChoices: { 'opt-a': 'Fire doors stop smoke: keep them closed.' },
      answerTags: [],
    },
  },
  QuizResultsBlockComponent: {
    id: 'sample-results',
    type: 'QuizResultsBlockComponent',
    title: 'Your result',
    data: { applausePassText: 'Well done, you passed!', applauseFailText: 'Not quite there yet. Try again.' },
  },
  AccordionBlockComponent: {
    id: 'sample-accordion',
    type: 'AccordionBlockComponent',
    title: 'Accordion',
    data: { items: FIRE_STEPS },
  },
  TabsBlockComponent: {
    id: 'sample-tabs',
    type: 'TabsBlockComponent',
    title: 'Tabs',
    data: { items: FIRE_STEPS },
  },
  StatementBlockComponent: {
    id: 'sample-statement',
    type: 'StatementBlockComponent',
    title: 'Statement',
    data: { text: 'Never use the lift in a fire.', style: 'bordered' },
  },
  QuoteBlockComponent: {
    id: 'sample-quote',
    type: 'QuoteBlockComponent',
    title: 'Quote',
    data: { quote: 'Most fires are stopped by the first person who sees them.', source: 'Sam Reyes, fire warden' },
  },
  ListBlockComponent: {
    id: 'sample-list',
    type: 'ListBlockComponent',
    title: 'List',
    data: {
      style: 'checkbox',
      items: FIRE_STEPS.map(({ id, title }) => ({ id, text: title })),
    },
  },
  DividerBlockComponent: {
    id: 'sample-divider',
    type: 'DividerBlockComponent',
    title: 'Divider',
    data: { style: 'line' },
  },
  ButtonsBlockComponent: {
    id: 'sample-buttons',
    type: 'ButtonsBlockComponent',
    title: 'Buttons',
    data: {
      buttons: [
        {
          id: 'button-web',
          label: 'Fire safety guide',
          to: 'link',
          url: 'https://www.gov.uk/workplace-fire-safety-your-responsibilities',
          blockId: '',
        },
        { id: 'button-steps', label: 'Back to the steps', to: 'block', url: '', blockId: 'sample-accordion' },
      ],
    },
  },
  FlashcardsBlockComponent: {
    id: 'sample-flashcards',
    type: 'FlashcardsBlockComponent',
    title: 'Flashcards',
    data: {
      layout: 'grid',
      items: [
        { id: 'card-co2', title: 'CO₂ extinguisher', body: '<p>For <strong>electrical</strong> fires.</p>' },
        { id: 'card-water', title: 'Water extinguisher', body: '<p>For paper, wood and fabric.</p>' },
        { id: 'card-foam', title: 'Foam extinguisher', body: '<p>For burning liquids such as petrol.</p>' },
      ],
    },
  },
  ProcessBlockComponent: {
    id: 'sample-process',
    type: 'ProcessBlockComponent',
    title: 'Process',
    data: {
      intro: '<p>When you hear the alarm:</p>',
      items: FIRE_STEPS,
      summary: '<p>Go back in only when the fire warden says so.</p>',
    },
  },
  TimelineBlockComponent: {
    id: 'sample-timeline',
    type: 'TimelineBlockComponent',
    title: 'Timeline',
    data: {
      items: [
        {
          id: 'event-drill',
          date: 'Monday',
          title: 'Fire drill',
          body: '<p>The whole building leaves in five minutes.</p>',
        },
        {
          id: 'event-check',
          date: 'Wednesday',
          title: 'Extinguishers checked',
          body: '<p>Every floor, by the fire warden.</p>',
        },
        { id: 'event-report', date: 'Friday', title: 'Report', body: '<p>What went well and what to change.</p>' },
      ],
    },
  },
  ScenarioBlockComponent: {
    id: 'sample-scenario',
    type: 'ScenarioBlockComponent',
    title: 'Scenario',
    data: {
      scenes: [
        {
          id: 'scene-smoke',
          character: 'Alex',
          line: 'I can smell smoke in the store room. What do we do?',
          choices: [
            { id: 'reply-alarm', text: 'Raise the alarm', feedback: 'Everyone needs to know first.', to: 'scene-out' },
            { id: 'reply-look', text: 'Go and have a look', feedback: 'Never walk towards a fire.', to: 'end-hurt' },
          ],
        },
        {
          id: 'scene-out',
          character: 'Alex',
          line: 'The alarm is ringing. Should I take the lift?',
          choices: [
            { id: 'reply-stairs', text: 'Take the stairs', feedback: '', to: 'end-safe' },
            {
              id: 'reply-lift',
              text: 'Take the lift, it is faster',
              feedback: 'Lifts can stop in a fire.',
              to: 'end-hurt',
            },
          ],
        },
      ],
      ends: [
        { id: 'end-safe', text: 'You both reach the assembly point safely.', success: true },
        { id: 'end-hurt', text: 'Alex is caught in the smoke.', success: false },
      ],
    },
  },
  ChartBlockComponent: {
    id: 'sample-chart',
    type: 'ChartBlockComponent',
    title: 'Chart',
    data: {
      chart: 'bar',
      title: 'Minutes to leave the building',
      units: 'minutes',
      labelHeading: 'Drill',
      series: [
        { id: 'series-floor1', name: 'First floor' },
        { id: 'series-floor2', name: 'Second floor' },
      ],
      rows: [
        { id: 'row-march', label: 'March', values: [4, 6] },
        { id: 'row-june', label: 'June', values: [3.5, 5] },
        { id: 'row-sept', label: 'September', values: [3, 4] },
      ],
    },
  },
  CodeBlockComponent: {
    id: 'sample-code',
    type: 'CodeBlockComponent',
    title: 'Code snippet',
    data: {
      language: 'javascript',
      code: "const exits = ['stairs A', 'stairs B'];\n// Never the lift\nfor (const exit of exits) console.log('Use', exit);",
      caption: 'The exits, as a list',
    },
  },
  ContinueBlockComponent: {
    id: 'sample-continue',
    type: 'ContinueBlockComponent',
    title: 'Continue',
    data: { label: '' },
  },
  SortingBlockComponent: {
    id: 'sample-sorting',
    type: 'SortingBlockComponent',
    title: 'Sorting',
    data: {
      prompt: 'Which extinguisher puts out which fire?',
      piles: [
        { id: 'pile-water', title: 'Water' },
        { id: 'pile-co2', title: 'CO₂' },
      ],
      items: [
        { id: 'sort-paper', text: 'Burning paper', pile: 'pile-water' },
        { id: 'sort-laptop', text: 'A smoking laptop', pile: 'pile-co2' },
        { id: 'sort-wood', text: 'A wooden pallet', pile: 'pile-water' },
        { id: 'sort-fuse', text: 'A fuse box', pile: 'pile-co2' },
      ],
    },
  },
  LabeledGraphicBlockComponent: {
    id: 'sample-labeled-graphic',
    type: 'LabeledGraphicBlockComponent',
    title: 'Labeled graphic',
    data: {
      url: PICTURE,
      alt: 'Coloured shapes on a soft background',
      items: [
        {
          id: 'marker-exit',
          x: 25,
          y: 40,
          title: 'Fire exit',
          body: '<p>Kept clear at all times.</p>',
          url: '',
          alt: '',
        },
        {
          id: 'marker-point',
          x: 70,
          y: 60,
          title: 'Call point',
          body: '<p>Break the glass to raise the alarm.</p>',
          url: '/thumbnails/placeholder-2.svg',
          alt: 'A red call point on a wall',
        },
      ],
    },
  },
  GalleryBlockComponent: {
    id: 'sample-gallery',
    type: 'GalleryBlockComponent',
    title: 'Image gallery',
    data: {
      layout: 'carousel',
      items: [1, 2, 3].map((n) => ({
        id: `gallery-${n}`,
        url: `/thumbnails/placeholder-${n}.svg`,
        alt: `Placeholder picture ${n}`,
        caption: `Floor ${n}: the exits are marked in green.`,
      })),
    },
  },
  AttachmentBlockComponent: {
    id: 'sample-attachment',
    type: 'AttachmentBlockComponent',
    title: 'Attachment',
    data: {
      url: PICTURE,
      name: 'evacuation-map.svg',
      contentType: 'image/svg+xml',
      size: 499,
      description: 'The evacuation map of every floor, to print and keep by your desk.',
    },
  },
};
