import { hkdfSync, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, type JWTPayload, SignJWT } from 'jose';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Migrations } from '../../platform/db/migrations';
import { open, seal } from '../../platform/eventstore/personal-data/sealing';

/** LTI 1.3 signs with RS256: every platform must accept it, and many accept nothing else. */
const ALG = 'RS256';
const SUBJECT = 'lti-tool';

export const toolKeyMigrations: Migrations = {
  '2026_12_03_01_lti_tool_keys': {
    async up(db) {
      await sql`
        CREATE TABLE lti_tool_keys (
          kid text PRIMARY KEY,
          public_jwk jsonb NOT NULL,
          private_jwk text NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now()
        )`.execute(db);
    },
  },
};

type KeyRow = { kid: string; public_jwk: JWK; private_jwk: string };

/**
 * The tool's signing key: an RSA pair made on first need and kept in PostgreSQL, its private half
 * sealed with a key derived from JWT_SECRET, so a database copy alone cannot sign as Tessera. Every
 * instance signs with the oldest key; the JWKS lists them all.
 */
export function toolKeys(db: Db, jwtSecret: string) {
  const sealingKey = new Uint8Array(hkdfSync('sha256', jwtSecret, 'tessera', 'lti tool key', 32));
  const rows = async () =>
    (await sql<KeyRow>`SELECT kid, public_jwk, private_jwk FROM lti_tool_keys ORDER BY created_at, kid`.execute(db))
      .rows;

  async function create() {
    const pair = await generateKeyPair(ALG, { extractable: true, modulusLength: 2048 });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: ALG, use: 'sig' };
    const privateJwk = seal(SUBJECT, sealingKey, JSON.stringify(await exportJWK(pair.privateKey)));
    await sql`INSERT INTO lti_tool_keys (kid, public_jwk, private_jwk) VALUES (${kid}, ${JSON.stringify(publicJwk)}::jsonb, ${privateJwk})`.execute(
      db,
    );
  }

  let signing: Promise<{ kid: string; key: CryptoKey | Uint8Array }> | null = null;
  /** Loaded once; a failed load (the database down) is tried again on the next call. */
  const signingKey = () => {
    if (!signing)
      signing = loadSigning().catch((error: unknown) => {
        signing = null;
        throw error;
      });
    return signing;
  };
  async function loadSigning() {
    let all = await rows();
    if (all.length === 0) {
      await create();
      all = await rows();
    }
    const oldest = all[0]!;
    const privateJwk = open(oldest.private_jwk, sealingKey);
    if (privateJwk === null) throw new Error('The LTI tool key cannot be opened: was JWT_SECRET changed?');
    return { kid: oldest.kid, key: await importJWK(JSON.parse(privateJwk) as JWK, ALG) };
  }

  return {
    /** The public keys, as platforms fetch them from the tool's JWKS URL. */
    async jwks(): Promise<{ keys: JWK[] }> {
      await signingKey();
      return { keys: (await rows()).map((r) => r.public_jwk) };
    },
    /** A JWT signed with the tool's key; the payload carries its own iss, aud, and times. */
    async sign(payload: JWTPayload): Promise<string> {
      const { kid, key } = await signingKey();
      return new SignJWT(payload).setProtectedHeader({ alg: ALG, kid, typ: 'JWT' }).sign(key);
    },
  };
}
export type ToolKeys = ReturnType<typeof toolKeys>;
