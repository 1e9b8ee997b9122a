import { describe, expect, it } from 'vitest';
import { isStoreUnavailable } from '../../../src/platform/db/unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isStoreUnavailable: a failure that a retry in a moment may get past', () => {
  it('knows a database that restarts, refuses or drops connections, and an event store out of reach', () => {
    for (const error of [
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('53300', 'sorry, too many clients already'),
      withCode('ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('wrapped', { cause: withCode('ECONNRESET') }),
      Object.assign(new Error('no leader'), { type: 'unavailable' }),
    ])
      expect(isStoreUnavailable(error), String(error)).toBe(true);
  });

  it('does not excuse what a retry cannot mend', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation "x" does not exist'),
      withCode('22P02', 'invalid input syntax'),
      new Error('Cannot read properties of undefined'),
      'a string',
      null,
    ])
      expect(isStoreUnavailable(error), String(error)).toBe(false);
  });
});
