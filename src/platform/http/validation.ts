import { validator } from 'hono-openapi';
import type { ValidationTargets } from 'hono';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { badRequest } from '../errors';
import { fieldOf, type Issue, plainReason } from '../plain-issues';
import { inputProblem, tooDeepError, unsafeStringError } from './safe-strings';

/**
 * A zod-validated input that also documents itself in the OpenAPI document; failures are 400 with
 * each field and its reason in plain words. Before the schema, every string of the input (json, query, param, form)
 * is checked for text PostgreSQL cannot store, and its nesting for depth: one rule for every route.
 */
export function input<Schema extends StandardSchemaV1, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result) => {
    const problem = inputProblem(result.data);
    if (problem) throw 'unsafe' in problem ? unsafeStringError(problem.unsafe) : tooDeepError(problem.tooDeep);
    if (!result.success) {
      const issues = (result.error as readonly Issue[]).map((i) => ({
        field: fieldOf(i, '(root)'),
        reason: plainReason(i),
      }));
      const first = issues[0];
      throw badRequest(first ? `Invalid ${first.field}: ${first.reason}` : 'Invalid request', issues);
    }
  });
}
