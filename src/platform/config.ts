import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

/** `acme:secret1,other:secret2`: each partner system's HMAC secret (at least 16 characters). */
const partnerSecrets = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const secrets: Record<string, string> = {};
    for (const entry of value.split(',').map((e) => e.trim()).filter(Boolean)) {
      const at = entry.indexOf(':');
      const name = entry.slice(0, at).trim();
      const secret = entry.slice(at + 1).trim();
      if (at < 1 || !/^[A-Za-z0-9_.-]{1,64}$/.test(name) || secret.length < 16) {
        ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of partner:secret (a name of letters, digits, . _ -; a secret of at least 16 characters)' });
        return z.NEVER;
      }
      secrets[name] = secret;
    }
    return secrets;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  EVENTSTORE_URL: optionalUrl(['esdb://', 'esdb+discover://', 'kurrentdb://']),
  NATS_URL: optionalUrl(['nats://', 'tls://']),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: optionalUrl(['http://', 'https://']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().trim().min(3).default('Tessera <no-reply@localhost>'),
  PARTNER_SECRETS: partnerSecrets,
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  eventStoreUrl: string | undefined;
  natsUrl: string | undefined;
  jwtSecret: string;
  publicUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Unset: mails (password reset links) are written to the server log instead. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Partner name → the secret its sign-in requests are signed with (HMAC-SHA256). */
  partnerSecrets: Readonly<Record<string, string>>;
};

export class ConfigError extends Error {}

/** Reads every setting from the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    eventStoreUrl: e.EVENTSTORE_URL,
    natsUrl: e.NATS_URL,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    partnerSecrets: e.PARTNER_SECRETS,
  };
}

/** A secret generated on first start and kept in the data folder, so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
