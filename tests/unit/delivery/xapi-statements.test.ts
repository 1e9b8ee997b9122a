import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { statementEventSchemas } from '../../../src/modules/delivery/statements/events';
import { xapiStatement } from '../../../src/modules/delivery/statements/lrs-sender';
import type { RecordedEvent } from '../../../src/platform/eventstore/types';
import { START } from '../../../src/platform/eventstore/types';
import { xapiProblems } from '../../support/xapi-rules';

const PUBLIC_URL = 'https://tessera.example.org';
const registration = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

/** A queued statement as the LRS sender reads it from the store. */
function statementOf(data: Record<string, unknown>) {
  const event: RecordedEvent = {
    id: randomUUID(),
    streamId: 'statements-c1',
    version: 0,
    type: 'LearnerStatementMade',
    data,
    metadata: {},
    position: START,
    recordedAt: new Date('2026-03-01T10:00:00.000Z'),
  };
  return xapiStatement(event, statementEventSchemas.LearnerStatementMade.parse(data), PUBLIC_URL);
}

const learner = { courseId: 'c1', learner: 'k3y3d-h4sh' };
/** How the server built an answer before interaction types, registrations and languages were told. */
const THIN_ANSWER = {
  id: randomUUID(),
  actor: { objectType: 'Agent', name: 'Learner', account: { homePage: PUBLIC_URL, name: 'k3y3d-h4sh' } },
  verb: { id: 'http://adlnet.gov/expapi/verbs/answered', display: { 'en-US': 'answered' } },
  object: {
    objectType: 'Activity',
    id: `${PUBLIC_URL}/share/c1#q1`,
    definition: { name: { 'en-US': 'Which way out?' }, type: 'http://adlnet.gov/expapi/activities/cmi.interaction' },
  },
  result: { success: true, response: 'The green door, The stairs' },
  context: { contextActivities: { parent: [{ objectType: 'Activity', id: `${PUBLIC_URL}/share/c1` }] } },
  timestamp: '2026-03-01T10:00:00.000Z',
};

describe('the xAPI rules of the tests (tests/support/xapi-rules.ts)', () => {
  it('refuse the thin answers the server sent before: no interaction type', () => {
    expect(xapiProblems(THIN_ANSWER)).toEqual(['object is a cmi.interaction without an interactionType']);
  });

  it('refuse a choice told as display text, and each broken rule by name', () => {
    const broken = {
      ...THIN_ANSWER,
      id: 'not-a-uuid',
      actor: { objectType: 'Agent', account: { homePage: 'tessera', name: '' } },
      verb: { id: 'answered', display: { english: 'answered' } },
      object: { ...THIN_ANSWER.object, definition: { ...THIN_ANSWER.object.definition, interactionType: 'choice' } },
      result: { response: 'The green door, The stairs', duration: '5 minutes', score: { scaled: 1.5 } },
      context: { registration: '12345', language: 'english language' },
      timestamp: 'yesterday',
    };
    expect(xapiProblems(broken)).toEqual([
      'id "not-a-uuid" is not a UUID',
      'actor.account is not {homePage: IRL, name}',
      'verb.id is not an IRI',
      'result.duration "5 minutes" is not an ISO 8601 duration',
      'result.score.scaled 1.5 is not within -1..1',
      'result.response "The green door, The stairs" does not fit the choice pattern',
      'context.registration "12345" is not a UUID',
      'context.language "english language" is not an RFC 5646 language tag',
      'timestamp "yesterday" is not ISO 8601',
    ]);
  });

  it('hold matching responses to source[.]target pairs, and name maps to language tags', () => {
    const matching = (response: string) => ({
      ...THIN_ANSWER,
      object: {
        ...THIN_ANSWER.object,
        definition: { ...THIN_ANSWER.object.definition, name: { 'es-419': 'Une' }, interactionType: 'matching' },
      },
      result: { response },
    });
    expect(xapiProblems(matching('left_1[.]right_3[,]left_2[.]right_1'))).toEqual([]);
    expect(xapiProblems(matching('1-3, 2-1'))).toEqual([
      'result.response "1-3, 2-1" does not fit the matching pattern',
    ]);
    expect(
      xapiProblems({ ...matching('left_1[.]right_1'), verb: { id: 'http://x.y/v', display: { en_US: 'v' } } }),
    ).toEqual(['verb.display: "en_US" is not an RFC 5646 language tag']);
  });
});

describe('a learner statement as the LRS gets it', () => {
  it('an answer: its interaction type and response pattern, the attempt, the learner’s language and time', () => {
    const answer = statementOf({
      ...learner,
      verb: 'answered',
      registration,
      language: 'es',
      blockId: 'q1',
      name: '¿Por dónde se sale?',
      interactionType: 'choice',
      response: 'a_la_puerta_verde[,]c_las_escaleras',
      success: true,
      timestamp: '2026-03-01T09:59:58.120Z',
    });
    expect(xapiProblems(answer)).toEqual([]);
    expect(answer).toMatchObject({
      object: {
        definition: {
          name: { es: '¿Por dónde se sale?' },
          type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
          interactionType: 'choice',
        },
      },
      result: { success: true, response: 'a_la_puerta_verde[,]c_las_escaleras' },
      context: { registration, language: 'es' },
      timestamp: '2026-03-01T09:59:58.120Z',
    });
  });

  it('terminated: how long the page was open', () => {
    const terminated = statementOf({
      ...learner,
      verb: 'terminated',
      registration,
      language: 'pt-BR',
      name: 'Segurança',
      duration: 'PT0H12M3.5S',
    });
    expect(xapiProblems(terminated)).toEqual([]);
    expect(terminated).toMatchObject({
      verb: { id: 'http://adlnet.gov/expapi/verbs/terminated', display: { 'en-US': 'terminated' } },
      object: { definition: { name: { 'pt-BR': 'Segurança' } } },
      result: { duration: 'PT0H12M3.5S' },
    });
  });

  it('one queued before these fields were told still parses, and is still a statement an LRS takes', () => {
    const old = statementOf({
      ...learner,
      verb: 'answered',
      blockId: 'q1',
      name: 'Which way out?',
      response: 'The green door, The stairs',
      success: true,
    });
    expect(xapiProblems(old)).toEqual([]);
    expect(old).toMatchObject({
      object: { definition: { name: { und: 'Which way out?' }, interactionType: 'other' } },
      timestamp: '2026-03-01T10:00:00.000Z',
    });
    expect(old.context).not.toHaveProperty('registration');
  });
});
