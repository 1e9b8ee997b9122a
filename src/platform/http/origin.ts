import { z } from 'zod';

/** A web origin (scheme, host, port) such as https://lms.example.com: what may frame a dispatched module. */
export const originSchema = z
  .string()
  .max(300)
  .refine((value) => {
    try {
      return new URL(value).origin === value && /^https?:/.test(value);
    } catch {
      return false;
    }
  }, 'must be an origin such as https://lms.example.com');
