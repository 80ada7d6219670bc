import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './platform/storage/index.ts';
import type { PaymentSettings, ProviderSetting } from './modules/payments/index.ts';

/** The only reader of process.env. Every variable is listed in README.md. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Nordlys <no-reply@nordlys.example>'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  DATA_ENCRYPTION_KEY: z.string().regex(/^[0-9a-fA-F]{64}$/, 'DATA_ENCRYPTION_KEY must be 64 hexadecimal characters').optional(),
  DATA_DIR: z.string().default('var'),
  TRUST_PROXY: z.string().default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SEED_DEMO: z.enum(['auto', 'yes', 'no']).default('auto'),
  MEDIA_S3_BUCKET: z.string().optional(),
  MEDIA_S3_ENDPOINT: z.string().url().optional(),
  MEDIA_S3_REGION: z.string().default('auto'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().optional(),
  MEDIA_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  FFMPEG_PATH: z.string().optional(),
  FFPROBE_PATH: z.string().optional(),
  WEB_RUNS_JOBS: z.enum(['true', 'false']).default('true'),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be the URL-safe base64 of an uncompressed P-256 public key (87 characters)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be the URL-safe base64 of a P-256 private key (43 characters)').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: address or an https:// URL').optional(),
  BILLWERK_API_URL: z.string().url().optional(),
  BILLWERK_API_KEY: z.string().optional(),
  BILLWERK_WEBHOOK_SECRET: z.string().optional(),
  BILLWERK_CHECKOUT_API_URL: z.string().url().optional(),
  BILLWERK_STAND_IN_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  VIPPS_API_URL: z.string().url().optional(),
  VIPPS_CLIENT_ID: z.string().optional(),
  VIPPS_CLIENT_SECRET: z.string().optional(),
  VIPPS_SUBSCRIPTION_KEY: z.string().optional(),
  VIPPS_MERCHANT_SERIAL_NUMBER: z.string().optional(),
  VIPPS_WEBHOOK_SECRET: z.string().optional(),
  VIPPS_STAND_IN_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  PAYMENT_STAND_INS: z.enum(['auto', 'off']).default('auto'),
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  INBOUND_SMTP_HOST: z.string().default('127.0.0.1'),
  INBOUND_MAIL_DOMAIN: z
    .string()
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i, 'INBOUND_MAIL_DOMAIN must be a domain name such as reply.example.com')
    .default('reply.localhost'),
  INBOUND_MAX_BYTES: z.coerce.number().int().min(64 * 1024).default(25 * 1024 * 1024),
  INBOUND_SMTP_TLS_KEY: z.string().optional(),
  INBOUND_SMTP_TLS_CERT: z.string().optional(),
});
type Env = z.infer<typeof envSchema>;

/** Each payment provider's variables: all set (the real provider) or none (a stand-in outside production). */
const billwerkVariables = ['BILLWERK_API_URL', 'BILLWERK_API_KEY', 'BILLWERK_WEBHOOK_SECRET'] as const;
const vippsVariables = ['VIPPS_API_URL', 'VIPPS_CLIENT_ID', 'VIPPS_CLIENT_SECRET', 'VIPPS_SUBSCRIPTION_KEY', 'VIPPS_MERCHANT_SERIAL_NUMBER', 'VIPPS_WEBHOOK_SECRET'] as const;

export type Config = {
  env: 'development' | 'test' | 'production';
  port: number;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionSecret: string;
  dataEncryptionKey: string;
  dataDir: string;
  trustProxy: string;
  logLevel: string;
  statementTimeoutMs: number;
  seedDemo: 'auto' | 'yes' | 'no';
  /** An S3-compatible bucket for media (several web dynos); unset: local disk under dataDir/media. */
  mediaS3: S3Settings | undefined;
  ffmpegPath: string | undefined;
  ffprobePath: string | undefined;
  /** The web process runs the background jobs too (one dyno); false when a `worker` dyno runs them. */
  webRunsJobs: boolean;
  /** Web push keys from the environment (production); unset elsewhere: generated once and kept in the database. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Who push services may contact about our pushes (mailto: or https:); unset: the regular site's support e-mail. */
  vapidSubject: string | undefined;
  /**
   * Each payment provider: the real one when all its variables are set, else (outside production) a local stand-in
   * the web process starts, or none with PAYMENT_STAND_INS=off; in production a missing one is `missing`, which
   * server.ts and worker.ts refuse to start with (`paymentSettingsProblem`). A half-set provider stops loadConfig.
   */
  payments: PaymentSettings;
  /**
   * The inbound SMTP listener (replies by e-mail, `platform/mail/inbound.ts`), run by the process that runs the jobs;
   * `domain` is what reply addresses are built on in every process. STARTTLS only with `tls` (both PEMs set).
   */
  inboundMail: { port: number; host: string; domain: string; maxBytes: number; tls: { key: string; cert: string } | undefined };
};

/** Parses the environment; exits with a readable message when a variable is malformed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset (e.g. `DATABASE_URL= npm start`).
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  for (const name of ['SESSION_SECRET', 'DATA_ENCRYPTION_KEY'] as const) {
    if (e.NODE_ENV === 'production' && !e[name]) throw new Error(`Invalid environment:\n  ${name}: required in production`);
  }
  if (Boolean(e.INBOUND_SMTP_TLS_KEY) !== Boolean(e.INBOUND_SMTP_TLS_CERT)) throw new Error('Invalid environment:\n  INBOUND_SMTP_TLS_KEY, INBOUND_SMTP_TLS_CERT: set both or neither');
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) throw new Error('Invalid environment:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  for (const variables of [billwerkVariables, vippsVariables]) {
    const set = variables.filter((name) => e[name] !== undefined);
    if (set.length > 0 && set.length < variables.length) {
      throw new Error(`Invalid environment:\n  ${variables.filter((name) => e[name] === undefined).join(', ')}: missing (${set.join(', ')} set): set all of ${variables.join(', ')} or none`);
    }
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionSecret: e.SESSION_SECRET ?? localSecret(dataDir, 'session-secret'),
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY ?? localSecret(dataDir, 'data-encryption-key'),
    dataDir,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    seedDemo: e.SEED_DEMO,
    mediaS3: e.MEDIA_S3_BUCKET
      ? {
          bucket: e.MEDIA_S3_BUCKET,
          endpoint: e.MEDIA_S3_ENDPOINT,
          region: e.MEDIA_S3_REGION,
          accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID,
          secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.MEDIA_S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    ffmpegPath: e.FFMPEG_PATH,
    ffprobePath: e.FFPROBE_PATH,
    webRunsJobs: e.WEB_RUNS_JOBS === 'true',
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: e.VAPID_SUBJECT,
    payments: paymentSettings(e, dataDir),
    inboundMail: {
      port: e.INBOUND_SMTP_PORT,
      host: e.INBOUND_SMTP_HOST,
      domain: e.INBOUND_MAIL_DOMAIN.toLowerCase(),
      maxBytes: e.INBOUND_MAX_BYTES,
      tls: e.INBOUND_SMTP_TLS_KEY && e.INBOUND_SMTP_TLS_CERT ? { key: pem('INBOUND_SMTP_TLS_KEY', e.INBOUND_SMTP_TLS_KEY), cert: pem('INBOUND_SMTP_TLS_CERT', e.INBOUND_SMTP_TLS_CERT) } : undefined,
    },
  };
}

/** A PEM given in the variable itself (its line breaks may be written as \n) or as the path of a file holding it. */
function pem(name: string, value: string): string {
  if (value.includes('-----BEGIN ')) return value.replace(/\\n/g, '\n');
  try {
    return readFileSync(value, 'utf8');
  } catch {
    // Never the value itself in the message: it may be a key pasted wrongly.
    throw new Error(`Invalid environment:\n  ${name}: neither a PEM nor the path of a readable file`);
  }
}

/** The payment providers' settings (see Config.payments); called once every provider is all set or all unset. */
function paymentSettings(e: Env, dataDir: string): PaymentSettings {
  const production = e.NODE_ENV === 'production';
  // Stand-ins' credentials are derived from one secret kept in the data folder: a worker on the same machine
  // (same DATA_DIR) sends what the web process's stand-in expects.
  let standInSecret: string | null = null;
  const derived = (label: string) => {
    standInSecret ??= localSecret(dataDir, 'payment-stand-in-secret');
    return createHmac('sha256', standInSecret).update(label).digest('hex');
  };
  const unset = <A extends { apiUrl: string }>(variables: readonly string[], port: number | undefined, credentials: () => Omit<A, 'apiUrl' | 'checkoutUrl'>): ProviderSetting<A> => {
    if (production) return { use: 'missing', variables };
    if (e.PAYMENT_STAND_INS === 'off') return { use: 'off' };
    return { use: 'standIn', port: port ?? 0, credentials: credentials() };
  };
  const billwerk: PaymentSettings['billwerk'] =
    e.BILLWERK_API_URL && e.BILLWERK_API_KEY && e.BILLWERK_WEBHOOK_SECRET
      ? {
          use: 'provider',
          account: {
            apiUrl: e.BILLWERK_API_URL,
            // Hosted-page sessions are made at the Checkout API, which the real provider serves from a host of its own.
            checkoutUrl: e.BILLWERK_CHECKOUT_API_URL ?? (new URL(e.BILLWERK_API_URL).host === 'api.reepay.com' ? 'https://checkout-api.reepay.com' : e.BILLWERK_API_URL),
            apiKey: e.BILLWERK_API_KEY,
            webhookSecret: e.BILLWERK_WEBHOOK_SECRET,
          },
        }
      : unset(billwerkVariables, e.BILLWERK_STAND_IN_PORT, () => ({ apiKey: `priv_${derived('billwerk-api-key').slice(0, 32)}`, webhookSecret: `webhook_secret_${derived('billwerk-webhook-secret').slice(0, 32)}` }));
  const vipps: PaymentSettings['vipps'] =
    e.VIPPS_API_URL && e.VIPPS_CLIENT_ID && e.VIPPS_CLIENT_SECRET && e.VIPPS_SUBSCRIPTION_KEY && e.VIPPS_MERCHANT_SERIAL_NUMBER && e.VIPPS_WEBHOOK_SECRET
      ? {
          use: 'provider',
          account: {
            apiUrl: e.VIPPS_API_URL,
            clientId: e.VIPPS_CLIENT_ID,
            clientSecret: e.VIPPS_CLIENT_SECRET,
            subscriptionKey: e.VIPPS_SUBSCRIPTION_KEY,
            merchantSerialNumber: e.VIPPS_MERCHANT_SERIAL_NUMBER,
            webhookSecret: e.VIPPS_WEBHOOK_SECRET,
          },
        }
      : unset(vippsVariables, e.VIPPS_STAND_IN_PORT, () => ({
          clientId: `stand-in-${derived('vipps-client-id').slice(0, 12)}`,
          clientSecret: derived('vipps-client-secret'),
          subscriptionKey: derived('vipps-subscription-key').slice(0, 32),
          merchantSerialNumber: '999999',
          webhookSecret: derived('vipps-webhook-secret'),
        }));
  return { billwerk, vipps };
}

/** Outside production a secret is generated once and kept in the data folder, so it survives restarts. */
function localSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
