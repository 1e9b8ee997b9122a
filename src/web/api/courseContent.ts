import * as z from 'zod/mini';
import {
  type Block,
  emptyContent,
  type Content,
  courseSettingsSchema,
  DEFAULT_SETTINGS,
  type CourseSettings,
  withStructure,
} from '../../modules/courses/content';

/** The content fields of a course response (SPEC §3 shape); older or partial answers may lack them. */
export const courseContentFields = {
  pages: z._default(z.array(z.object({ id: z.string(), sections: z.array(z.string()) })), []),
  sections: z._default(z.array(z.object({ id: z.string(), sizes: z.string(), blocks: z.array(z.string()) })), []),
  /** Validated by the server on the way in; the client trusts their shape. */
  blocks: z._default(
    z.array(z.custom<Block>((b) => typeof b === 'object' && b !== null && 'id' in b && 'type' in b)),
    [],
  ),
  'is-mono': z._default(z.boolean(), false),
  monoType: z._default(z.nullable(z.string()), null),
  ...Object.fromEntries(
    Object.keys(DEFAULT_SETTINGS).map((k) => [k, z.optional(courseSettingsSchema.shape[k as keyof CourseSettings])]),
  ),
} as const;

type Fields = {
  title: string;
  description: string;
  pages: { id: string; sections: string[] }[];
  sections: { id: string; sizes: string; blocks: string[] }[];
  blocks: Block[];
} & Record<string, unknown>;

/** Turns the response's lists into the editor's content model, shared with the server. */
export function withContent<T extends Fields>(fields: T) {
  const settings = Object.fromEntries(
    Object.keys(DEFAULT_SETTINGS).map((k) => [k, fields[k] ?? DEFAULT_SETTINGS[k as keyof CourseSettings]]),
  ) as CourseSettings;
  const blocks = Object.fromEntries(fields.blocks.map((b) => [b.id, b]));
  const content: Content = withStructure(
    { ...emptyContent(fields.title, fields.description), settings },
    fields,
    blocks,
  );
  return { ...fields, content, mono: fields['is-mono'] === true };
}
