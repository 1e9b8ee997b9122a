import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { isAddressOrBlock } from './http/client-address';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

/** The entries of a comma-separated setting, trimmed, empty ones dropped. */
const entriesOf = (value: string) =>
  value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);

/** A comma-separated list whose every entry must pass `valid`; the first that does not is named in the error. */
const commaList = (valid: (entry: string) => boolean, what: string) =>
  z
    .string()
    .default('')
    .transform((value, ctx) => {
      const entries = entriesOf(value);
      const bad = entries.find((e) => !valid(e));
      if (bad === undefined) return entries;
      ctx.addIssue({ code: 'custom', message: `must be a comma-separated list of ${what} (got ${bad})` });
      return z.NEVER;
    });

/** `acme:secret1,other:secret2`: each partner system's HMAC secret (at least 16 characters). */
const partnerSecrets = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const secrets: Record<string, string> = {};
    for (const entry of entriesOf(value)) {
      const at = entry.indexOf(':');
      const name = entry.slice(0, at).trim();
      const secret = entry.slice(at + 1).trim();
      if (at < 1 || !/^[A-Za-z0-9_.-]{1,64}$/.test(name) || secret.length < 16) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be a comma-separated list of partner:secret (a name of letters, digits, . _ -; a secret of at least 16 characters)',
        });
        return z.NEVER;
      }
      secrets[name] = secret;
    }
    return secrets;
  });

/** `https://lms.example.com,https://intranet.example.org`: origins allowed to frame the author app (embedded mode). */
/** https origins; plain http only on this machine's own loopback names, which browsers treat as secure too. */
const embedOrigins = commaList(
  (origin) => /^(https:\/\/[a-z0-9.-]+|http:\/\/(localhost|127\.0\.0\.1))(:\d{1,5})?$/i.test(origin),
  'https origins (http only for localhost)',
);

/** `10.0.0.1,10.1.0.0/16`: the proxies whose X-Forwarded-For is believed. */
const trustedProxies = commaList(isAddressOrBlock, 'IP addresses or CIDR blocks');

/** `ops@example.com,root@example.org`: the instance's operators, compared without regard to case. */
const instanceAdmins = commaList((email) => /^[^\s@]+@[^\s@]+$/.test(email), 'email addresses');

/** A size in bytes: `1048576`, or with a unit: `512KB`, `8MB`, `1GB` (binary: 1 MB = 1,048,576 bytes). */
const UNITS = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };
const byteSize = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const match = /^\s*(\d+)\s*(B|KB|MB|GB)?\s*$/i.exec(value);
      const unit = (match?.[2] ?? 'B').toUpperCase() as keyof typeof UNITS;
      const bytes = match ? Number(match[1]) * UNITS[unit] : 0;
      if (bytes < 1) {
        ctx.addIssue({ code: 'custom', message: `must be a positive size in bytes, KB, MB or GB (got ${value})` });
        return z.NEVER;
      }
      return bytes;
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
  LOGIN_URL: optionalUrl(['http://', 'https://']).refine((v) => v === undefined || URL.canParse(v), {
    message: 'must be an absolute URL',
  }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().trim().min(3).default('Tessera <no-reply@localhost>'),
  PARTNER_SECRETS: partnerSecrets,
  EMBED_ORIGINS: embedOrigins,
  TRUSTED_PROXIES: trustedProxies,
  LTI_ALLOWED_NETWORKS: commaList(isAddressOrBlock, 'IP addresses or CIDR blocks'),
  INSTANCE_ADMINS: instanceAdmins,
  REQUIRE_EMAIL_VERIFICATION: z.enum(['true', 'false']).optional(),
  REGISTRATION_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  LEARNER_VIEWS_PER_HOUR: z.coerce.number().int().min(1).default(600),
  LEARNER_STATEMENTS_PER_HOUR: z.coerce.number().int().min(1).default(2400),
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(1),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  BODY_LIMIT_JSON: byteSize('1MB'),
  BODY_LIMIT_SAVE: byteSize('8MB'),
  MEDIA_LIMIT_IMAGE: byteSize('20MB'),
  MEDIA_LIMIT_VIDEO: byteSize('500MB'),
  MEDIA_LIMIT_AUDIO: byteSize('200MB'),
  MEDIA_LIMIT_DOCUMENT: byteSize('100MB'),
  S3_ENDPOINT: optionalUrl(['http://', 'https://']),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  OPENAI_BASE_URL: optionalUrl(['http://', 'https://']),
  OPENAI_API_KEY: z.string().trim().min(1).optional(),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  OPENAI_TRANSCRIBE_MODEL: z.string().trim().min(1).optional(),
  /** The earlier name of OPENAI_TRANSCRIBE_MODEL, still read. */
  OPENAI_TRANSCRIPTION_MODEL: z.string().trim().min(1).optional(),
  OPENAI_SPEECH_MODEL: z.string().trim().min(1).default('tts-1'),
  AI_TIMEOUT: z.coerce.number().int().min(1).max(600).default(60),
  AI_DAILY_LIMIT_PER_USER: z.coerce.number().int().min(0).default(200),
  AI_DAILY_LIMIT_PER_ORG: z.coerce.number().int().min(0).default(2000),
  /** An xAPI Learning Record Store (its base, e.g. https://lrs.example.com/xapi): share-link learners' attempts go there. */
  LRS_ENDPOINT: optionalUrl(['http://', 'https://']),
  LRS_KEY: z.string().trim().min(1).optional(),
  LRS_SECRET: z.string().trim().min(1).optional(),
});

/**
 * Refuses S3 settings that would otherwise be ignored without a word: without a bucket, media stays on
 * disk; with half a key pair, the SDK looks for other keys.
 */
const checkedEnvSchema = envSchema.superRefine((e, ctx) => {
  const s3Only = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const).find(
    (name) => e[name] !== undefined,
  );
  if (s3Only && !e.S3_BUCKET)
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `must be set to use ${s3Only}` });
  if (e.LRS_ENDPOINT && (!e.LRS_KEY || !e.LRS_SECRET))
    ctx.addIssue({
      code: 'custom',
      path: ['LRS_KEY'],
      message: 'LRS_KEY and LRS_SECRET must be set with LRS_ENDPOINT',
    });
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    });
  }
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
  /** An external login address: the client sends /author/userlogin there instead of the local login. */
  loginUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Unset: mails (password reset links) are written to the server log instead. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Partner name → the secret its sign-in requests are signed with (HMAC-SHA256). */
  partnerSecrets: Readonly<Record<string, string>>;
  /** Origins besides our own that may frame the author app (`frame-ancestors`). */
  embedOrigins: readonly string[];
  /** Proxies (IPs or CIDR blocks) whose X-Forwarded-For names the client; none by default. */
  trustedProxies: readonly string[];
  /** Networks (IPs or CIDR blocks) beyond the public internet where LTI platforms may be reached: an LMS on the operator's own network. */
  ltiAllowedNetworks: readonly string[];
  /** The instance's operators (lower-cased emails): they see every organisation and suspend or reinstate one. */
  instanceAdmins: readonly string[];
  /** New accounts confirm their email by a mailed link before they can log in. */
  requireEmailVerification: boolean;
  /** Registrations allowed per client address per hour. */
  registrationLimitPerHour: number;
  /** Learners' views written per client address per hour (new viewers; reloads are not written). */
  learnerViewsPerHour: number;
  /** Share-link learners' statements queued per client address per hour (a class behind one address answering a long quiz). */
  learnerStatementsPerHour: number;
  /** On SIGTERM, how long the instance answers (`/api/ready` 503, `Connection: close`) before it stops listening. */
  drainSeconds: number;
  /** Where Prometheus scrapes this instance's metrics (off when unset; 0: any free port). */
  metricsPort: number | undefined;
  /** The interface the metrics listen on: this host only unless an operator opens it (they carry no authentication). */
  metricsHost: string;
  /** Largest request body of any route, in bytes (413 above it, before the body is read). */
  bodyLimitJson: number;
  /** Largest body of a module save, in bytes: the one kind of request that carries a whole module. */
  bodyLimitSave: number;
  /** Largest upload of each kind of media, in bytes (413 above it, before the file is read). */
  mediaLimits: { image: number; video: number; audio: number; document: number };
  /**
   * The S3 bucket (AWS, or any S3-compatible store at `endpoint`) media is kept in; unset (no S3_BUCKET):
   * the `media` folder in the data folder. Without keys the AWS SDK finds its own (environment, instance role).
   * Path-style addressing (`endpoint/bucket/key`) is on by default with an endpoint, as most S3-compatible stores need.
   */
  s3:
    | {
        endpoint?: string;
        bucket: string;
        region: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
      }
    | undefined;
  /** An OpenAI-compatible server (OPENAI_BASE_URL or OPENAI_API_KEY set): the assistant, and speech in any language, instead of the offline engines. */
  openai:
    | {
        baseUrl: string | undefined;
        apiKey: string | undefined;
        model: string;
        transcriptionModel: string;
        speechModel: string;
      }
    | undefined;
  /** The assistant: how long one call may take (seconds), and how many calls a day a user and an organisation may make. */
  ai: { timeoutSeconds: number; dailyLimitPerUser: number; dailyLimitPerOrg: number };
  /** The xAPI LRS that share-link learners' attempts are sent to (Basic auth with its key and secret), if any. */
  lrs: { endpoint: string; key: string; secret: string } | undefined;
};

export class ConfigError extends Error {}

/** Reads every setting from the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(env);
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
    loginUrl: e.LOGIN_URL,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    partnerSecrets: e.PARTNER_SECRETS,
    embedOrigins: e.EMBED_ORIGINS,
    trustedProxies: e.TRUSTED_PROXIES,
    ltiAllowedNetworks: e.LTI_ALLOWED_NETWORKS,
    instanceAdmins: e.INSTANCE_ADMINS.map((email) => email.toLowerCase()),
    // Without SMTP the link would only reach the server log, so verification is on only with mail, unless told.
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION
      ? e.REQUIRE_EMAIL_VERIFICATION === 'true'
      : e.SMTP_URL !== undefined,
    registrationLimitPerHour: e.REGISTRATION_LIMIT_PER_HOUR,
    learnerViewsPerHour: e.LEARNER_VIEWS_PER_HOUR,
    learnerStatementsPerHour: e.LEARNER_STATEMENTS_PER_HOUR,
    drainSeconds: e.DRAIN_SECONDS,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    bodyLimitJson: e.BODY_LIMIT_JSON,
    bodyLimitSave: e.BODY_LIMIT_SAVE,
    mediaLimits: {
      image: e.MEDIA_LIMIT_IMAGE,
      video: e.MEDIA_LIMIT_VIDEO,
      audio: e.MEDIA_LIMIT_AUDIO,
      document: e.MEDIA_LIMIT_DOCUMENT,
    },
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : e.S3_ENDPOINT !== undefined,
        }
      : undefined,
    openai:
      e.OPENAI_BASE_URL || e.OPENAI_API_KEY
        ? {
            baseUrl: e.OPENAI_BASE_URL,
            apiKey: e.OPENAI_API_KEY,
            model: e.OPENAI_MODEL,
            transcriptionModel: e.OPENAI_TRANSCRIBE_MODEL ?? e.OPENAI_TRANSCRIPTION_MODEL ?? 'whisper-1',
            speechModel: e.OPENAI_SPEECH_MODEL,
          }
        : undefined,
    ai: {
      timeoutSeconds: e.AI_TIMEOUT,
      dailyLimitPerUser: e.AI_DAILY_LIMIT_PER_USER,
      dailyLimitPerOrg: e.AI_DAILY_LIMIT_PER_ORG,
    },
    lrs:
      e.LRS_ENDPOINT && e.LRS_KEY && e.LRS_SECRET
        ? { endpoint: e.LRS_ENDPOINT.replace(/\/+$/, ''), key: e.LRS_KEY, secret: e.LRS_SECRET }
        : undefined,
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
