import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ZodObject, ZodRawShape } from 'zod';
import { PERSONAL_FIELDS } from '../../../src/personal-fields';

const MODULES = resolve('src/modules');
const PERSONAL_KEY = /^(email|first_?name|last_?name)$/i;

/** Every event schema of every module: each `events.ts` file's exported `…EventSchemas` objects. */
async function everyEventSchema(): Promise<Array<[string, ZodObject<ZodRawShape>]>> {
  const files = readdirSync(MODULES, { recursive: true, encoding: 'utf8' }).filter((f) => /(^|\/)events\.ts$/.test(f));
  const schemas: Array<[string, ZodObject<ZodRawShape>]> = [];
  for (const file of files) {
    const exports = (await import(join(MODULES, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('EventSchemas') || typeof value !== 'object' || value === null) continue;
      schemas.push(...(Object.entries(value) as Array<[string, ZodObject<ZodRawShape>]>));
    }
  }
  return schemas;
}

describe('personal values in events', () => {
  it('every email and name field of every event is declared personal, so the store seals it', async () => {
    const undeclared: string[] = [];
    for (const [type, schema] of await everyEventSchema()) {
      const keys = Object.keys(schema.shape ?? {}).filter((k) => PERSONAL_KEY.test(k));
      if (keys.length === 0) continue;
      const sample = Object.fromEntries(Object.keys(schema.shape).map((k) => [k, `${k}-value`]));
      const declared = Object.hasOwn(PERSONAL_FIELDS, type)
        ? PERSONAL_FIELDS[type]!(sample).map((f) => f.path.join('.'))
        : [];
      for (const key of keys) if (!declared.includes(key)) undeclared.push(`${type}.${key}`);
    }
    expect(undeclared, 'declare these in the module’s personal-fields.ts').toEqual([]);
  });
});
