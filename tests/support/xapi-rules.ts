/**
 * The rules of xAPI 1.0.3 (Data, part two) a share-link learner's statements are held to, as a
 * strict LRS checks them: ids, the actor's account, IRIs, language maps, cmi.interaction types and
 * their response patterns, durations, scores, registrations and timestamps. Written apart from the
 * server's own schemas, so a mistake in those is not repeated here.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** An absolute IRI: a scheme, then no white space. */
const IRI = /^[a-z][a-z\d+.-]*:[^\s]+$/i;

/** RFC 5646's langtag (extended language, script, region, variants, extensions, private use), or private use alone. */
const LANGUAGE_TAG = new RegExp(
  `^(?:${[
    '(?:[a-z]{2,3}(?:-[a-z]{3}){0,3}|[a-z]{4,8})', // language
    '(?:-[a-z]{4})?', // script
    '(?:-(?:[a-z]{2}|\\d{3}))?', // region
    '(?:-(?:[a-z\\d]{5,8}|\\d[a-z\\d]{3}))*', // variants
    '(?:-[\\da-wy-z](?:-[a-z\\d]{2,8})+)*', // extensions
    '(?:-x(?:-[a-z\\d]{1,8})+)?', // private use
  ].join('')}|x(?:-[a-z\\d]{1,8})+)$`,
  'i',
);
const DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:?\d\d)$/;

const CMI_INTERACTION = 'http://adlnet.gov/expapi/activities/cmi.interaction';
const INTERACTION_TYPES = [
  'true-false',
  'choice',
  'fill-in',
  'long-fill-in',
  'matching',
  'performance',
  'sequencing',
  'likert',
  'numeric',
  'other',
];

/** An identifier of a choice, a matching source or target, a sequencing item, a likert scale point. */
const ID = /^\S+$/;
const parts = (response: string) => response.split('[,]');
const pairs = (response: string) => parts(response).map((part) => part.split('[.]'));
/** Whether a response fits its interaction type's pattern (Data 2.4.4.1.1, "Response Patterns"). */
const RESPONSE_FITS: Record<string, (response: string) => boolean> = {
  'true-false': (r) => r === 'true' || r === 'false',
  choice: (r) => parts(r).every((id) => ID.test(id)),
  'fill-in': () => true,
  'long-fill-in': () => true,
  matching: (r) => pairs(r).every((pair) => pair.length === 2 && pair.every((id) => ID.test(id))),
  performance: (r) => pairs(r).every((pair) => pair.length === 2 && ID.test(pair[0]!)),
  sequencing: (r) => parts(r).every((id) => ID.test(id)),
  likert: (r) => ID.test(r),
  numeric: (r) => /^-?\d+(\.\d+)?$/.test(r) || /^(-?\d+(\.\d+)?)?\[:\](-?\d+(\.\d+)?)?$/.test(r),
  other: () => true,
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const isIri = (value: unknown) => typeof value === 'string' && IRI.test(value);
const isIrl = (value: unknown) => {
  try {
    return typeof value === 'string' && /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Every problem of one language map: keys RFC 5646 tags, values strings. */
function languageMapProblems(map: unknown, at: string): string[] {
  if (!isObject(map) || Object.keys(map).length === 0) return [`${at} is not a language map`];
  return Object.entries(map).flatMap(([key, value]) => [
    ...(LANGUAGE_TAG.test(key) ? [] : [`${at}: "${key}" is not an RFC 5646 language tag`]),
    ...(typeof value === 'string' ? [] : [`${at}.${key} is not a string`]),
  ]);
}

function activityProblems(activity: unknown, at: string): string[] {
  if (!isObject(activity)) return [`${at} is not an Activity`];
  const problems: string[] = [];
  if (activity.objectType !== undefined && activity.objectType !== 'Activity')
    problems.push(`${at} is not an Activity`);
  if (!isIri(activity.id)) problems.push(`${at}.id is not an IRI`);
  const definition = activity.definition;
  if (definition === undefined) return problems;
  if (!isObject(definition)) return [...problems, `${at}.definition is not an object`];
  if (definition.type !== undefined && !isIri(definition.type)) problems.push(`${at}.definition.type is not an IRI`);
  for (const map of ['name', 'description'])
    if (definition[map] !== undefined)
      problems.push(...languageMapProblems(definition[map], `${at}.definition.${map}`));
  if (definition.interactionType !== undefined && !INTERACTION_TYPES.includes(String(definition.interactionType)))
    problems.push(`${at}.definition.interactionType "${definition.interactionType}" is not an xAPI interaction type`);
  return problems;
}

function resultProblems(result: unknown, interactionType: string | undefined): string[] {
  if (result === undefined) return [];
  if (!isObject(result)) return ['result is not an object'];
  const problems: string[] = [];
  for (const flag of ['success', 'completion'])
    if (result[flag] !== undefined && typeof result[flag] !== 'boolean')
      problems.push(`result.${flag} is not a boolean`);
  if (result.duration !== undefined && !(typeof result.duration === 'string' && DURATION.test(result.duration)))
    problems.push(`result.duration "${result.duration}" is not an ISO 8601 duration`);
  const score = result.score;
  if (score !== undefined) {
    const scaled = isObject(score) ? score.scaled : undefined;
    if (scaled !== undefined && !(typeof scaled === 'number' && scaled >= -1 && scaled <= 1))
      problems.push(`result.score.scaled ${scaled} is not within -1..1`);
  }
  if (result.response !== undefined) {
    if (typeof result.response !== 'string') problems.push('result.response is not a string');
    else if (interactionType && !RESPONSE_FITS[interactionType]?.(result.response))
      problems.push(`result.response "${result.response}" does not fit the ${interactionType} pattern`);
  }
  return problems;
}

function contextProblems(context: unknown): string[] {
  if (context === undefined) return [];
  if (!isObject(context)) return ['context is not an object'];
  const problems: string[] = [];
  if (context.registration !== undefined && !UUID.test(String(context.registration)))
    problems.push(`context.registration "${context.registration}" is not a UUID`);
  if (context.language !== undefined && !LANGUAGE_TAG.test(String(context.language)))
    problems.push(`context.language "${context.language}" is not an RFC 5646 language tag`);
  const activities = context.contextActivities;
  if (isObject(activities))
    for (const [kind, list] of Object.entries(activities))
      for (const [n, activity] of (Array.isArray(list) ? list : [list]).entries())
        problems.push(...activityProblems(activity, `context.contextActivities.${kind}[${n}]`));
  return problems;
}

/**
 * Every rule a statement breaks (none: an LRS takes it). Held to what Tessera always sends, beyond
 * what xAPI requires: an Agent named by an account, an Activity with a type, a verb's display and
 * a timestamp.
 */
export function xapiProblems(statement: unknown): string[] {
  if (!isObject(statement)) return ['not a statement object'];
  const problems: string[] = [];
  if (!UUID.test(String(statement.id))) problems.push(`id "${statement.id}" is not a UUID`);

  const actor = statement.actor;
  const account = isObject(actor) ? actor.account : undefined;
  if (!isObject(actor) || (actor.objectType !== undefined && actor.objectType !== 'Agent'))
    problems.push('actor is not an Agent');
  else if (['mbox', 'mbox_sha1sum', 'openid'].some((ifi) => ifi in actor)) problems.push('actor has more than one IFI');
  if (!isObject(account) || !isIrl(account.homePage) || typeof account.name !== 'string' || !account.name)
    problems.push('actor.account is not {homePage: IRL, name}');

  const verb = statement.verb;
  if (!isObject(verb) || !isIri(verb.id)) problems.push('verb.id is not an IRI');
  else problems.push(...languageMapProblems(verb.display, 'verb.display'));

  const object = statement.object;
  problems.push(...activityProblems(object, 'object'));
  const definition = isObject(object) && isObject(object.definition) ? object.definition : {};
  if (!isIri(definition.type)) problems.push('object.definition.type is not an IRI');
  const interactionType = typeof definition.interactionType === 'string' ? definition.interactionType : undefined;
  if (definition.type === CMI_INTERACTION && !interactionType)
    problems.push('object is a cmi.interaction without an interactionType');

  problems.push(...resultProblems(statement.result, interactionType));
  problems.push(...contextProblems(statement.context));
  const timestamp = statement.timestamp;
  if (!(typeof timestamp === 'string' && TIMESTAMP.test(timestamp) && !Number.isNaN(Date.parse(timestamp))))
    problems.push(`timestamp "${timestamp}" is not ISO 8601`);
  return problems;
}
