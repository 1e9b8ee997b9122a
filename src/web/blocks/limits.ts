/**
 * Limits of blockDataSchemas (blocks.ts) that the forms apply as the author edits, so the server never refuses a save.
 * zod 4 does not expose an array's or a number's bounds reliably; tests/unit/web/blocks.test.tsx checks these against the schemas.
 */
export const BLOCK_LIMITS = {
  questionOptions: 20,
  answerTags: 20,
  answerTagLength: 40,
  gamePairs: 50,
  embedHeight: { min: 100, max: 2000 },
} as const;
