import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';

/** Where the server serves its OpenAPI document (a link for people; the page reads it through the query below). */
export const OPENAPI_JSON_URL = '/api/openapi.json';

const parameter = z.object({
  name: z.string(),
  in: z.string(),
  required: z.optional(z.boolean()),
  description: z.optional(z.string()),
  schema: z.optional(z.unknown()),
});

const operation = z.object({
  summary: z.optional(z.string()),
  description: z.optional(z.string()),
  tags: z.optional(z.array(z.string())),
  parameters: z.optional(z.array(parameter)),
  requestBody: z.optional(
    z.object({ content: z.optional(z.record(z.string(), z.object({ schema: z.optional(z.unknown()) }))) }),
  ),
  responses: z.optional(z.record(z.string(), z.object({ description: z.optional(z.string()) }))),
});
export type ApiOperation = z.infer<typeof operation>;

/** The part of an OpenAPI 3 document the reference shows; anything else in it is ignored. */
const openApiDocument = z.object({
  info: z.object({ title: z.string(), version: z.string(), description: z.optional(z.string()) }),
  paths: z._default(z.record(z.string(), z.record(z.string(), z.unknown())), {}),
});
export type OpenApiDocument = z.infer<typeof openApiDocument>;

/** A path item's entries that are operations (not `parameters`, `summary`…), each parsed. */
export function operationsOf(pathItem: Record<string, unknown>): Array<[string, ApiOperation]> {
  return Object.entries(pathItem).flatMap(([method, value]) => {
    if (!HTTP_METHODS.has(method)) return [];
    const parsed = operation.safeParse(value);
    return parsed.success ? [[method, parsed.data] as [string, ApiOperation]] : [];
  });
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

export const apiReferenceQueries = {
  document: () =>
    queryOptions({
      queryKey: ['api-reference'] as const,
      queryFn: ({ signal }) => request('/openapi.json', openApiDocument, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
