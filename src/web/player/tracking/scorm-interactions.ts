import type { ScormVersion } from '../../../modules/delivery/shared';
import type { Interaction, InteractionResponse } from './link';
import type { ScormApi } from './scorm-api';
import { duration2004, timespan12 } from './session-time';

/** SCORM 1.2 names each option or card of a choice or matching response by one character. */
const PLACE_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';
const placeCharacter = (place: number) => PLACE_CHARACTERS[place] ?? PLACE_CHARACTERS.at(-1)!;

/** "é" as "e": the letter kept, its accent (a combining mark once decomposed) dropped. */
const withoutAccents = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '');

/** A response lists at most 36 options or pairs (SCORM 1.2 names them by 36 characters; 2004 allows 36). */
const MAX_RESPONSE_PARTS = 36;

/**
 * Identifiers every LMS accepts: letters, digits, "_" and "." (Moodle refuses a SCORM 2004 response
 * with a "-", `^[\w\.]{1,250}$`, though the standard allows one), ending in a letter or digit
 * (older Moodle's rule for interaction ids). Anything else becomes "_".
 */
export function strictIdentifier(text: string, max = 250): string {
  const kept = withoutAccents(text)
    .replace(/[^\w.]+/g, '_')
    .slice(0, max)
    .replace(/^[_.]+|[_.]+$/g, '');
  return kept || 'x';
}

/** SCORM 2004's short identifier for an option: its letter, and its words for a reader of the LMS's report. */
function optionIdentifier(place: number, text: string): string {
  const words = withoutAccents(text.toLowerCase())
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '');
  return words ? `${placeCharacter(place)}_${words}` : placeCharacter(place);
}

/** 2004 separates the parts of a response with "[,]" and a pair's two sides with "[.]": neither may be in a text. */
const plain2004 = (text: string) => text.replaceAll('[,]', ',').replaceAll('[.]', '.');
/** A 2004 localized string of 250 characters; a leading "{" would read as a {lang=…} or {case_matters=…} delimiter. */
const string250 = (text: string) => plain2004(text).replace(/^\{/, '(').slice(0, 250);

function response12(response: InteractionResponse): string {
  switch (response.kind) {
    case 'choice':
      return response.chosen
        .slice(0, MAX_RESPONSE_PARTS)
        .map((c) => placeCharacter(c.place))
        .join(',');
    case 'fill-in':
      return response.text.slice(0, 255);
    case 'matching':
      return response.pairs
        .slice(0, MAX_RESPONSE_PARTS)
        .map(([l, r]) => `${placeCharacter(l)}.${placeCharacter(r)}`)
        .join(',');
  }
}

/** A response in SCORM 2004's characterstring format, which xAPI's cmi.interaction responses share. */
export function response2004(response: InteractionResponse): string {
  switch (response.kind) {
    case 'choice':
      return response.chosen
        .slice(0, MAX_RESPONSE_PARTS)
        .map((c) => optionIdentifier(c.place, c.text))
        .join('[,]');
    case 'fill-in':
      return string250(response.text);
    case 'matching':
      return response.pairs
        .slice(0, MAX_RESPONSE_PARTS)
        .map(([l, r]) => `left_${l + 1}[.]right_${r + 1}`)
        .join('[,]');
  }
}

/** Time of day, hh:mm:ss (SCORM 1.2 `time`), in the learner's time zone as the LMS's clock has none. */
const timeOfDay12 = (at: number) => new Date(at).toTimeString().slice(0, 8);

/** A 2004 timestamp in UTC: the format allows a time zone only after hundredths of a second. */
const timestamp2004 = (at: number) => `${new Date(at).toISOString().slice(0, 22)}Z`;

const FIELDS: Record<ScormVersion, (i: Interaction) => [string, string][]> = {
  scorm12: (i) => [
    ['time', timeOfDay12(i.at)],
    ['student_response', response12(i.response)],
    ['result', i.correct ? 'correct' : 'wrong'],
    ['latency', timespan12(i.latencyMs)],
  ],
  scorm2004: (i) => [
    ['timestamp', timestamp2004(i.at)],
    ['learner_response', response2004(i.response)],
    ['result', i.correct ? 'correct' : 'incorrect'],
    ['latency', duration2004(i.latencyMs)],
    ['description', string250(i.description)],
  ],
};

/**
 * Journals an interaction as the next of `cmi.interactions` (each answer a new one, as SCORM 1.2's
 * write-only interactions must be). The id and type go first: the other fields' formats depend on
 * them. No correct responses are written: they would hand the answer key to anyone who can read
 * the LMS's data.
 */
export function writeInteraction(api: ScormApi, interaction: Interaction): void {
  const n = Number(api.get('cmi.interactions._count')) || 0;
  const set = (field: string, value: string) => api.set(`cmi.interactions.${n}.${field}`, value);
  set('id', strictIdentifier(interaction.blockId));
  set('type', interaction.response.kind);
  for (const [field, value] of FIELDS[api.version](interaction)) set(field, value);
}
