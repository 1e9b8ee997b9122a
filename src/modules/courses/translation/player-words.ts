/**
 * The learner player's own words in English (ICU MessageFormat), each with what it is for: the
 * source of every language pack's keys (src/web/blocks/words/) and of the keys an author may
 * override per module and language. Counts are plurals, so each language says them its own way.
 */
export const PLAYER_WORDS = {
  'player.module': {
    message: 'Module',
    description: 'The module bar’s name for screen readers, and the page title of a module without one',
  },
  'player.loading': { message: 'Loading the module…', description: 'Shown while the module is on its way' },
  'player.unavailable': {
    message: 'Module unavailable',
    description: 'Heading of the page when the module cannot be shown',
  },
  'player.notOpened': {
    message: 'This module could not be opened.',
    description: 'Why the module is unavailable, when nothing more is known',
  },
  'player.noModuleHere': { message: 'There is no module at this address.', description: 'The address names no module' },
  'player.unreachable': {
    message: 'The module cannot be reached. Check your connection and try again.',
    description: 'The network failed',
  },
  'player.notPublished': {
    message: 'This module is not available: it may not be published (yet).',
    description: 'The module is not published',
  },
  'player.notLoaded': {
    message: 'The module could not be loaded ({status}).',
    description: 'The server refused; status is its HTTP status code',
  },
  'player.onlyInPlatform': {
    message: 'This module opens only inside the learning platform it was sent to.',
    description: 'A dispatch opened outside its LMS',
  },
  'player.notLaunched': {
    message: 'This module opens only from the learning platform it was added to.',
    description: 'A cmi5 module opened without its LMS',
  },
  'player.launchRefused': {
    message:
      'Your learning platform did not accept this launch (it may have been used already). Please open the module again from there.',
    description: 'The cmi5 LMS refused the launch',
  },
  'player.platformUnreachable': {
    message: 'Your learning platform cannot be reached right now. Please try again later.',
    description: 'The cmi5 LMS is out of reach',
  },
  'player.noCmi5': {
    message: 'This copy of the module cannot be launched by a cmi5 learning platform.',
    description: 'A web package launched as cmi5',
  },
  'player.sessionOver': {
    message: 'This session has ended. Please open the activity in your learning platform again.',
    description: 'An LTI launch has expired',
  },
  'player.progressNotLoaded': {
    message: 'Your progress could not be loaded ({status}).',
    description: 'The server refused the saved progress; status is its HTTP status code',
  },
  'player.progressUnreachable': {
    message: 'Your progress could not be loaded. Check your connection and reload the page.',
    description: 'The saved progress is out of reach',
  },
  'cover.minutes': {
    message: 'About {minutes, plural, one {# min} other {# min}}',
    description: 'How long the module takes, on its cover',
  },
  'cover.start': { message: 'Start', description: 'The cover’s button that begins the module' },
  'cover.continue': { message: 'Continue', description: 'The cover’s button for a learner who has been here before' },
  'bar.sections': { message: 'Sections', description: 'The button that lists the module’s sections to jump to' },
  'bar.language': { message: 'Language', description: 'Label of the language chooser (read by screen readers)' },
  'bar.languageFailed': {
    message: 'That language could not be loaded.',
    description: 'The chosen language did not arrive',
  },
  'bar.completion': { message: 'Completion', description: 'Name of the completion wheel (read by screen readers)' },
  'bar.completed': {
    message: '{percent}% complete',
    description: 'The completion wheel’s value (read by screen readers)',
  },
  'bar.exit': { message: 'Exit', description: 'The button that ends the session in an LMS' },
  'bar.saving': { message: 'Saving…', description: 'The exit button while the results are being sent' },
  'ended.left': {
    message: 'You have left the module: your results are with your learning platform. You can close this window.',
    description: 'After Exit, when the LMS gave no address to go back to',
  },
  'kept.waiting': {
    message: 'Your progress is not saved yet: waiting for the connection. Keep this page open.',
    description: 'The server keeping the progress is out of reach',
  },
  'kept.ended': {
    message:
      'This session has ended and your latest progress was not saved. Open the activity in your learning platform again to go on.',
    description: 'The LTI session ended before the progress was saved',
  },
  'question.correctAnswer': {
    message: '(correct answer)',
    description: 'Beside the right option, once no attempt is left',
  },
  'question.yourAnswer': { message: 'Your answer', description: 'Label of a free-text answer' },
  'question.check': { message: 'Check answer', description: 'The button that checks an answer' },
  'question.correct': { message: 'Correct!', description: 'The answer is right' },
  'question.tryAgain': {
    message: 'Not quite. You have {left, plural, one {# attempt} other {# attempts}} left.',
    description: 'The answer is wrong and the learner may try again',
  },
  'question.noAttemptsMarked': {
    message: 'No attempts left. The correct answer is marked.',
    description: 'Wrong, the last attempt, the right option shown',
  },
  'question.noAttempts': { message: 'No attempts left.', description: 'Wrong, the last attempt' },
  'carousel.questions': {
    message: 'Questions',
    description: 'Name of a carousel of questions (read by screen readers)',
  },
  'carousel.count': {
    message: '{total, plural, one {Question {index} of #} other {Question {index} of #}}',
    description: 'Which question of the carousel is shown',
  },
  'carousel.previous': { message: 'Previous', description: 'The carousel’s button to the question before' },
  'carousel.next': { message: 'Next', description: 'The carousel’s button to the next question' },
  'results.title': { message: 'Your result', description: 'Heading of the quiz result when the author gave it none' },
  'results.answerAll': {
    message: 'Answer every question of the quiz to see your result.',
    description: 'The quiz is not finished',
  },
  'results.passed': {
    message: '{score, plural, one {You scored #%} other {You scored #%}} (pass mark {passScore}%): passed.',
    description: 'The quiz score, passed',
  },
  'results.failed': {
    message: '{score, plural, one {You scored #%} other {You scored #%}} (pass mark {passScore}%): not passed.',
    description: 'The quiz score, not passed',
  },
  'game.memory': { message: 'Memory game', description: 'Name of a memory game' },
  'game.wordMatch': { message: 'Word match game', description: 'Name of a word match game' },
  'game.arcade': { message: 'Arcade game', description: 'Name of an arcade game' },
  'game.howMemory': { message: 'Turn two cards at a time to find the pairs.', description: 'How to play memory' },
  'game.howWordMatch': {
    message: 'Pick an item on the left, then its match on the right.',
    description: 'How to play word match',
  },
  'game.howArcade': {
    message: 'Match every pair, as fast as you can: the clock runs from your first pick.',
    description: 'How to play arcade',
  },
  'game.lastTime': {
    message: 'Last time you matched all pairs in {tries, plural, one {# try} other {# tries}}.',
    description: 'The learner finished the game on an earlier visit',
  },
  'game.preparing': { message: 'Preparing the game…', description: 'The game is being set up' },
  'game.noPairs': { message: 'No pairs yet', description: 'A game without pairs' },
  'game.time': {
    message: 'Time {clock}',
    description: 'The arcade’s clock (read by screen readers); clock is like 1:05',
  },
  'game.score': { message: '{score, plural, one {Score #} other {Score #}}', description: 'The arcade’s score' },
  'game.finished': {
    message: 'All pairs matched in {tries, plural, one {# try} other {# tries}}.',
    description: 'The round is over',
  },
  'game.finishedArcade': {
    message:
      'All pairs matched in {tries, plural, one {# try} other {# tries}}, {score, plural, one {score #} other {score #}}.',
    description: 'The arcade round is over',
  },
  'game.playAgain': { message: 'Play again', description: 'Starts another round' },
  'game.match': { message: 'Match! {first} and {second}.', description: 'Two cards that go together' },
  'game.miss': { message: 'Not a match: {first} and {second}.', description: 'Two cards that do not go together' },
  'game.pairs': { message: 'Pairs to match', description: 'Name of the word match board (read by screen readers)' },
  'game.left': { message: 'Match these', description: 'Name of the left column (read by screen readers)' },
  'game.right': { message: 'With these', description: 'Name of the right column (read by screen readers)' },
  'game.matched': { message: '{card}, matched', description: 'A card already matched (read by screen readers)' },
  'game.cardUp': { message: 'Card {index}: {card}', description: 'A memory card face up (read by screen readers)' },
  'game.cardDown': {
    message: 'Card {index}: face down',
    description: 'A memory card face down (read by screen readers)',
  },
  'game.cardMatched': {
    message: 'Card {index}: {card}, matched',
    description: 'A memory card matched (read by screen readers)',
  },
  'media.noImage': { message: 'No image yet', description: 'An image block without its image' },
  'media.noVideo': { message: 'No video yet', description: 'A video block without its video' },
  'media.notYoutube': {
    message: 'This is not a YouTube video link',
    description: 'A video block whose YouTube address is wrong',
  },
  'media.notVimeo': {
    message: 'This is not a Vimeo video link',
    description: 'A video block whose Vimeo address is wrong',
  },
  'media.noAudio': { message: 'No audio yet', description: 'An audio block without its audio' },
  'media.transcript': { message: 'Transcript', description: 'Opens the transcript of an audio' },
  'media.video': { message: 'Video', description: 'Name of a video without a title (read by screen readers)' },
  'media.embedded': {
    message: 'Embedded page',
    description: 'Name of an embedded page without a title (read by screen readers)',
  },
  'media.noPage': { message: 'No page to show yet', description: 'An embed block without its page' },
  'render.waiting': { message: 'Waiting to render', description: 'An avatar video not rendered yet' },
  'render.rendering': { message: 'Rendering…', description: 'An avatar video being rendered' },
  'render.ready': { message: 'Ready', description: 'An avatar video rendered' },
  'render.failed': { message: 'Render failed', description: 'An avatar video that could not be rendered' },
  'kinds.newTab': {
    message: 'opens in a new tab',
    description: 'Read by screen readers after a button that opens a web page in a new tab',
  },
  'flashcards.turn': {
    message: 'Turn over card {index}',
    description:
      'A flashcard’s button (read by screen readers), pressed while the card shows its back; index is its place',
  },
  'flashcards.front': { message: 'Front', description: 'Above the side of a flashcard shown first' },
  'flashcards.back': { message: 'Back', description: 'Above the side of a flashcard shown once it is turned over' },
  'flashcards.position': {
    message: 'Card {index} of {total}',
    description: 'Which card of a stack of flashcards is shown',
  },
  'flashcards.previous': { message: 'Previous card', description: 'Shows the card before in a stack of flashcards' },
  'flashcards.next': { message: 'Next card', description: 'Shows the next card in a stack of flashcards' },
  'process.step': { message: 'Step {index} of {total}', description: 'Which step of a process is shown' },
  'process.previous': { message: 'Previous step', description: 'Shows the step before in a process' },
  'process.next': { message: 'Next step', description: 'Shows the next step in a process' },
  'scenario.conversation': {
    message: 'Conversation',
    description: 'Names a branching conversation (a scenario) for screen readers',
  },
  'scenario.replies': {
    message: 'Your reply',
    description: 'Names, for screen readers, the replies a learner chooses from in a conversation',
  },
  'scenario.you': { message: 'You', description: 'Who says the reply the learner chose, in a conversation' },
  'scenario.success': {
    message: 'A good outcome',
    description: 'Shown with the end of a conversation the author marked as a success',
  },
  'scenario.failure': {
    message: 'Not the best outcome',
    description: 'Shown with the end of a conversation the author did not mark as a success',
  },
  'scenario.restart': { message: 'Start again', description: 'Starts a conversation again from its first line' },
  'chart.bar': { message: 'Bar chart', description: 'Read by screen readers before a bar chart’s title' },
  'chart.line': { message: 'Line chart', description: 'Read by screen readers before a line chart’s title' },
  'chart.pie': { message: 'Pie chart', description: 'Read by screen readers before a pie chart’s title' },
  'chart.units': {
    message: 'Values in {units}',
    description: 'Under a chart’s title: what its numbers count (units: the author’s words, such as % or hours)',
  },
  'chart.showData': { message: 'Show the data', description: 'Opens the table of the numbers a chart draws' },
  'chart.labels': {
    message: 'Label',
    description: 'Heading of the first column of a chart’s data table, when the author left it empty',
  },
  'chart.values': {
    message: 'Value',
    description: 'Heading of a column of numbers in a chart’s data table, when the author gave the series no name',
  },
  'code.label': {
    message: '{language} code',
    description: 'Read by screen readers on a scrollable snippet of code (language: a programming language’s name)',
  },
  'code.plain': {
    message: 'Code',
    description: 'Read by screen readers on a scrollable snippet of code in no particular language',
  },
  'code.copy': { message: 'Copy code', description: 'A button that copies a snippet of code' },
  'code.copied': { message: 'Copied', description: 'Said once a snippet of code was copied' },
  'code.copyFailed': {
    message: 'Could not copy: select the code and copy it yourself',
    description: 'Said when the browser refused to copy a snippet of code',
  },
  'continue.button': {
    message: 'Continue',
    description: 'The button that shows the next part of a module, when the author gave it no words of their own',
  },
  'continue.locked': {
    message: 'Finish the activities above to continue.',
    description: 'Beside the Continue button while the questions or activities above it are not done',
  },
  'sorting.how': {
    message: 'Drag each item into its pile, or press Enter on it to choose a pile.',
    description: 'How learners sort the items of a sorting activity',
  },
  'sorting.toSort': { message: 'To sort', description: 'Above the items of a sorting activity not yet in a pile' },
  'sorting.allSorted': {
    message: 'Every item is in a pile.',
    description: 'In place of the items to sort, once none is left',
  },
  'sorting.pile': {
    message: 'Pile {index}',
    description: 'Name of a pile its author left untitled; index is its place',
  },
  'sorting.moveTo': {
    message: 'Move {item} to',
    description: 'Name of the menu of piles an item can go into (read by screen readers)',
  },
  'sorting.moved': {
    message: '{item} is now in {pile}.',
    description: 'Read by screen readers once an item went into a pile',
  },
  'sorting.wrongPile': {
    message: 'Wrong pile',
    description: 'Beside an item the learner put in the wrong pile, once checked',
  },
  'sorting.belongsIn': {
    message: 'Belongs in {pile}',
    description: 'Beside an item in the wrong pile once no attempt is left, when the author shows the answers',
  },
  'sorting.wrongCount': {
    message: '{wrong, plural, one {# item is} other {# items are}} in the wrong pile.',
    description: 'After a check: how many items are in the wrong pile',
  },
  'sorting.nothing': { message: 'Nothing to sort yet', description: 'A sorting activity without items' },
  'graphic.marker': {
    message: 'Marker {index}',
    description: 'A numbered marker on a labeled graphic without a title (read by screen readers); it opens a note',
  },
  'graphic.markerTitled': {
    message: 'Marker {index}: {title}',
    description: 'A numbered marker on a labeled graphic (read by screen readers); title is its note’s title',
  },
  'graphic.close': {
    message: 'Close',
    description: 'Closes the note a marker of a labeled graphic opened (read by screen readers)',
  },
  'gallery.label': {
    message: 'Image gallery',
    description: 'Name of a gallery showing one image at a time (read by screen readers)',
  },
  'gallery.carousel': {
    message: 'carousel',
    description: 'What a gallery showing one image at a time is (read by screen readers after its name)',
  },
  'gallery.slide': {
    message: 'slide',
    description: 'What one image of a carousel is (read by screen readers after its place)',
  },
  'gallery.position': { message: 'Image {index} of {total}', description: 'Which image of a gallery is shown' },
  'gallery.previous': { message: 'Previous image', description: 'Shows the image before in a gallery' },
  'gallery.next': { message: 'Next image', description: 'Shows the next image in a gallery' },
  'attachment.download': {
    message: 'Download',
    description: 'The link that downloads an attached file (screen readers hear the file’s name after it)',
  },
  'attachment.noFile': { message: 'No file yet', description: 'An attachment block without its file' },
} as const satisfies Record<string, { message: string; description: string }>;

export type PlayerWordKey = keyof typeof PLAYER_WORDS;
export const PLAYER_WORD_KEYS = Object.keys(PLAYER_WORDS) as PlayerWordKey[];

/** The longest override an author may write for one word (the longest English one is under 150). */
export const MAX_PLAYER_WORD = 300;

/** The author's own words for the player, by language and key: empty for a key the pack says. */
export type PlayerWordOverrides = Record<string, Partial<Record<PlayerWordKey, string>>>;
