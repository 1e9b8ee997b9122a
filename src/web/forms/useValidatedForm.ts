import { type FormEvent, useState } from 'react';
import * as z from 'zod/mini';
import { fieldErrors } from './fieldErrors';

/**
 * A form checked against a schema when it is sent: `errors` by field name, and `submit(schema, then)`
 * makes the form's submit handler, which calls `then` only with a valid value.
 */
export function useValidatedForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit =
    <T extends z.core.$ZodType>(schema: T, then: (value: z.infer<T>) => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const parsed = z.safeParse(schema, Object.fromEntries(new FormData(event.currentTarget)));
      setErrors(parsed.success ? {} : fieldErrors(parsed.error));
      if (parsed.success) then(parsed.data);
    };
  return { errors, submit };
}
