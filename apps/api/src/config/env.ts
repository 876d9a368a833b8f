import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { UNPAID_ORDER_MINUTES } from '@shop/contract/checkout';
import { z } from 'zod';

/** An IP address, or a subnet as `address/prefix` (proxy-addr's form, which Fastify trusts proxies by). */
function isAddressOrSubnet(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** PGlite's data and uploaded media live here. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server; when unset the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** How many server processes `npm start` keeps (node:cluster, one port); `auto` is one per CPU. */
  WORKERS: z
    .string()
    .default('1')
    .transform((value, context) => {
      const count = value === 'auto' ? availableParallelism() : /^\d+$/.test(value) ? Number(value) : 0;
      if (count >= 1 && count <= 64) return count;
      context.addIssue({ code: 'custom', message: 'a whole number of processes from 1 to 64, or auto (one per CPU)' });
      return z.NEVER;
    }),
  /**
   * A read replica of DATABASE_URL's database: the public catalogue's reads go there; writes, transactions and what a
   * customer reads back after writing stay on DATABASE_URL.
   */
  DATABASE_READ_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * The longest the replica is taken to lag behind the primary: for this long after a change, catalogue reads from the
   * replica are served but not kept, so that a row it had not replayed yet is not cached for the cache's whole life.
   */
  DATABASE_READ_LAG_SECONDS: z.coerce.number().min(0).max(600).default(5),
  /**
   * The shop's public origin, for every link it writes (pagination, sitemap, canonical and sharing tags, catalogue
   * links, the host sign-in texts name); without it, the Host the request came to, checked.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * HSTS over HTTPS names every subdomain too (`includeSubDomains`): for an operator whose every subdomain is served
   * over HTTPS, since browsers then refuse plain HTTP on all of them for a year.
   */
  HSTS_INCLUDE_SUBDOMAINS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Where `npm run backup` writes the database's dumps and the media folder's archives. */
  BACKUP_DIR: z.string().default('./backups'),
  /** How many backups `npm run backup` keeps, the newest; older ones are deleted. */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  /** Where uploaded and demo pictures are kept: DATA_DIR/media on this machine, or an S3-compatible bucket. */
  MEDIA_STORAGE: z.enum(['disk', 's3']).default('disk'),
  /**
   * The key sign-in codes are hashed with, the same for every process of the shop (docs/decisions/0030); unset, one
   * made at the first start is kept in DATA_DIR, which every process then shares as it shares the pictures.
   */
  SIGN_IN_CODE_KEY: z.string().min(32, 'at least 32 characters; make one with `openssl rand -base64 32`').optional(),
  /**
   * Where browsers fetch the pictures from, when not the shop's own /media/: a CDN's address, or the bucket's public
   * address with `s3` (required then). A picture's URL is this followed by its path, e.g. `products/….webp`.
   */
  MEDIA_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => (url.endsWith('/') ? url : `${url}/`))
    .optional(),
  S3_BUCKET: z.string().optional(),
  /** An S3-compatible service's API address (MinIO, ArvanCloud, Liara, …); unset for Amazon S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `true` addresses the bucket as a path (`endpoint/bucket/key`), as most S3-compatible services want. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Built storefront to serve; the API alone runs without it. */
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * How long catalogue reads (listing pages, counts, price ranges, a product's page, the method lists) are reused; 0
   * turns the cache off.
   */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * How long a storefront page rendered on the server is reused; 0 renders every page afresh. Every change a page
   * shows forgets it at once (the catalogue, a product's stock, the back office's content), so this bounds only what
   * nothing forgets, such as a replica further behind than DATABASE_READ_LAG_SECONDS.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(600),
  /**
   * How many product cards each process holds beside its search index, so that a listing's page reads from the
   * database only the cards it has not shown yet (docs/decisions/0034, 0043); 0 reads every page's cards.
   */
  SEARCH_HELD_CARDS: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  /**
   * How many megabytes of compressed JSON answers are kept, so that an answer asked again unchanged is not compressed
   * again (docs/decisions/0040); 0 compresses every answer afresh.
   */
  COMPRESSED_ANSWERS_MB: z.coerce.number().int().min(0).max(1024).default(16),
  /**
   * How many requests each server process works on at once; the others wait in line, the slower kinds of request a
   * little ahead (docs/decisions/0038). 0 works on every request at once. Raise it when the database is on another
   * machine, so that the processor has work while requests wait for its answers.
   */
  REQUESTS_AT_ONCE: z.coerce.number().int().min(0).max(1000).default(4),
  /** Load the demo shop when the database is empty. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * Which proxies in front of the shop may tell the client's address and the scheme and host it asked for
   * (X-Forwarded-For, -Proto, -Host): unset or `false` believes none, a number that many hops, otherwise their
   * addresses or subnets separated by commas. `true` (any sender) is refused: every client could then pick its own
   * address and escape the per-address limits.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context): false | number | string[] => {
      if (value === 'false') return false;
      if (/^\d+$/.test(value)) return Number(value);
      if (value === 'true') {
        context.addIssue({
          code: 'custom',
          message:
            'true would believe X-Forwarded-For from any client, letting each pick its own address; give the number of proxies in front of the shop (e.g. 1) or their addresses or subnets (e.g. 10.0.0.2,192.168.1.0/24)',
        });
        return z.NEVER;
      }
      const proxies = value.split(',').map((entry) => entry.trim());
      const wrong = proxies.filter((entry) => !isAddressOrSubnet(entry));
      if (wrong.length) {
        context.addIssue({
          code: 'custom',
          message: `not an address or subnet: ${wrong.join(', ')}; give a hop count or addresses or subnets separated by commas`,
        });
        return z.NEVER;
      }
      return proxies;
    }),
  /**
   * `outbox` sends no text: it keeps them in the database, shown at /api/dev/sms-outbox to this machine only;
   * `kavenegar` sends them.
   */
  SMS_PROVIDER: z.enum(['outbox', 'kavenegar']).optional(),
  KAVENEGAR_API_KEY: z.string().optional(),
  /** The verify/lookup template that holds the code's message, as named in Kavenegar's panel. */
  KAVENEGAR_TEMPLATE: z.string().optional(),
  /** The line order messages (a new status, an approved payment) are sent from; the account's default line if unset. */
  KAVENEGAR_SENDER: z
    .string()
    .regex(/^\d{4,20}$/, "a line number from Kavenegar's panel, digits only")
    .optional(),
  KAVENEGAR_BASE_URL: z.url().default('https://api.kavenegar.com'),
  /**
   * Whether this process sends the queued order texts (docs/decisions/0046-texts-queued-in-the-database.md). Texts
   * are queued either way; with every process at `false`, they wait in the queue until one sends again.
   */
  TEXTS_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** How long a sign-in code is valid, and the least wait before another is sent to the same number. */
  OTP_TTL_SECONDS: z.coerce.number().int().min(30).max(900).default(120),
  OTP_HOURLY_LIMIT_PER_NUMBER: z.coerce.number().int().min(1).default(5),
  OTP_HOURLY_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).default(20),
  /** Code checks from one client address in ten minutes: guessing codes for many numbers is slowed. */
  OTP_VERIFY_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).default(30),
  /** How long an order awaiting an online payment holds its stock before it fails and gives the stock back. */
  UNPAID_ORDER_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(UNPAID_ORDER_MINUTES),
  /** `sandbox`: the built-in bank-like page, which takes no money (refused in production); `zarinpal`: ZarinPal's v4 API. */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'zarinpal']).optional(),
  /** The 36-character merchant id from ZarinPal's panel. */
  ZARINPAL_MERCHANT_ID: z.guid({ message: "a 36-character merchant id (8-4-4-4-12), as ZarinPal's panel shows it" }).optional(),
  /** ZarinPal's own sandbox host, which takes no money (refused in production). */
  ZARINPAL_SANDBOX: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Another host for ZarinPal's API and payment page; tests point it at a local fake. */
  ZARINPAL_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
});

const CheckedEnvSchema = EnvSchema.transform((env, context) => {
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    context.addIssue({
      code: 'custom',
      path: ['DATABASE_READ_URL'],
      message: 'a replica of DATABASE_URL: set DATABASE_URL too (PGlite has no replicas)',
    });
  }
  if (env.MEDIA_STORAGE === 's3') {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'MEDIA_BASE_URL'] as const) {
      if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'required when MEDIA_STORAGE is s3' });
    }
    if (!env.SIGN_IN_CODE_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['SIGN_IN_CODE_KEY'],
        message:
          'required when MEDIA_STORAGE is s3: processes that keep the pictures in a bucket may not share DATA_DIR, where the key is kept otherwise; give every process the same one (`openssl rand -base64 32`)',
      });
    }
  }
  if (env.WORKERS > 1 && !env.DATABASE_URL) {
    context.addIssue({
      code: 'custom',
      path: ['WORKERS'],
      message: `${env.WORKERS} processes need DATABASE_URL: the embedded PGlite is held by one process; set DATABASE_URL to a PostgreSQL server, or WORKERS=1`,
    });
  }
  const smsProvider = env.SMS_PROVIDER ?? (env.NODE_ENV === 'production' ? 'kavenegar' : 'outbox');
  if (env.NODE_ENV === 'production' && smsProvider === 'outbox') {
    context.addIssue({
      code: 'custom',
      path: ['SMS_PROVIDER'],
      message: 'the outbox keeps sign-in codes unsent and readable at /api/dev/sms-outbox; use kavenegar in production',
    });
  }
  if (smsProvider === 'kavenegar') {
    for (const name of ['KAVENEGAR_API_KEY', 'KAVENEGAR_TEMPLATE'] as const) {
      if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'required when SMS_PROVIDER is kavenegar' });
    }
  }
  const paymentGateway = env.PAYMENT_GATEWAY ?? (env.NODE_ENV === 'production' ? 'zarinpal' : 'sandbox');
  if (env.NODE_ENV === 'production' && paymentGateway === 'sandbox') {
    context.addIssue({
      code: 'custom',
      path: ['PAYMENT_GATEWAY'],
      message: 'the sandbox gateway marks orders paid without taking money; use zarinpal in production',
    });
  }
  if (paymentGateway === 'zarinpal' && !env.ZARINPAL_MERCHANT_ID) {
    context.addIssue({ code: 'custom', path: ['ZARINPAL_MERCHANT_ID'], message: 'required when PAYMENT_GATEWAY is zarinpal' });
  }
  if (env.NODE_ENV === 'production' && paymentGateway === 'zarinpal' && env.ZARINPAL_SANDBOX) {
    context.addIssue({
      code: 'custom',
      path: ['ZARINPAL_SANDBOX'],
      message: "ZarinPal's sandbox takes no money; leave it unset in production",
    });
  }
  const zarinpalBaseUrl =
    env.ZARINPAL_BASE_URL ?? (env.ZARINPAL_SANDBOX ? 'https://sandbox.zarinpal.com' : 'https://payment.zarinpal.com');
  return { ...env, SMS_PROVIDER: smsProvider, PAYMENT_GATEWAY: paymentGateway, ZARINPAL_BASE_URL: zarinpalBaseUrl };
});

export type Env = z.infer<typeof CheckedEnvSchema>;

export interface AppConfig extends Env {
  dataDir: string;
  mediaDir: string;
}

/** Reads the environment once at start and names every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable counts as unset, as shells and .env files often leave them.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = CheckedEnvSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, mediaDir: path.join(dataDir, 'media') };
}
