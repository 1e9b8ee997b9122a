import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default cost parameters. */
export const hashPassword = (password: string) => hash(password);

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

/** Spends the same time as a real check so a response never tells whether an email is registered. */
let dummyHash: Promise<string> | null = null;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not a real password, only for timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
