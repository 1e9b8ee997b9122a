import argon2 from 'argon2';

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

export const verifyPassword = (hash: string, password: string) => argon2.verify(hash, password).catch(() => false);

/** Spends the same time as a real check so a response never tells whether an email is registered. */
let dummyHash: Promise<string> | null = null;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not a real password, only for timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
