import { z } from 'zod';

/**
 * An RFC 5646 language tag's shape, as xAPI keys its language maps (`en`, `pt-BR`, `zh-Hant-TW`,
 * `und`): a language (with extended subtags), then script, region, variants, extensions and private
 * use; or private use alone. 35 characters hold any tag a module's language is (RFC 5646 §4.4.1).
 */
export const languageTag = z
  .string()
  .max(35)
  .regex(
    /^(?:(?:[a-z]{2,3}(?:-[a-z]{3}){0,3}|[a-z]{4,8})(?:-[a-z]{4})?(?:-(?:[a-z]{2}|\d{3}))?(?:-(?:[a-z\d]{5,8}|\d[a-z\d]{3}))*(?:-[\da-wy-z](?:-[a-z\d]{2,8})+)*(?:-x(?:-[a-z\d]{1,8})+)?|x(?:-[a-z\d]{1,8})+)$/i,
    'a language tag such as en or pt-BR',
  );

/** An ISO 8601 duration as xAPI's result.duration takes it (PT1H2M3.45S), bounded. */
export const isoDuration = z
  .string()
  .max(40)
  .regex(
    /^P(?!$)(?:\d+Y)?(?:\d+M)?(?:\d+W)?(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+(?:\.\d+)?S)?)?$/,
    'an ISO 8601 duration such as PT1M30S',
  );
