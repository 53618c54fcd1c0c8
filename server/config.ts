import { MAILS_PER_RECIPIENT_PER_SURVEY } from '../schemas/mail-limits';
import { PRODUCT_NAME } from '../schemas/product';
import path from 'node:path';

export interface Limit {
  /** Attempts allowed per window. */
  max: number;
  windowSeconds: number;
  /** Past `max`, attempts take turns a growing delay apart instead of being refused until the window ends. */
  slowdown?: Slowdown;
}

/** The wait between turns: `firstDelaySeconds` after the attempt that reaches `max`, doubling after each, at most `maxDelaySeconds`. */
export interface Slowdown {
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

export interface RateLimits {
  /** Failed sign-ins for one account from one client address: past it, that pair answers 429 until the window ends. */
  loginPerAccountAndIp: Limit;
  /** Failed sign-ins from one client address, whatever the accounts. */
  loginPerIp: Limit;
  /** Failed sign-ins for one account from any address: past it, they slow down (never lock the account). */
  loginPerAccount: Limit;
  mailPerAddress: Limit;
  mailPerIp: Limit;
  /** Contact-us and demo-request mails to the sales inbox. */
  enquiryPerAddress: Limit;
  enquiryPerIp: Limit;
  /** Requests to outside raters' link endpoints from one client address, whatever the link. */
  externalLinkPerIp: Limit;
  /** Comment checks of one assignment: each says whether words name someone at the company, so they are counted. */
  commentCheckPerAssignment: Limit;
  /** Mails one address gets about one survey, whoever triggers them (scheduled reminders counted too). */
  mailPerRecipientPerSurvey: Limit;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  secretKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the public site's contact-us and demo-request messages go. */
  salesEmail: string;
  appUrl: string;
  /** Trust X-Forwarded-For from a load balancer in front (TRUST_PROXY=true, a hop count or addresses). */
  trustProxy: boolean | number | string;
  limits: RateLimits;
  /** Days an address an account signed in from stays its own: sign-ins to it from there skip loginPerAccount. */
  loginKnownAddressDays: number;
  logLevel: string;
  mail: MailDelivery;
  webhooks: WebhookDelivery;
}

/** How coaching webhooks are checked and delivered (server/coaching/actions/webhook-worker.ts). */
export interface WebhookDelivery {
  /**
   * WEBHOOKS_ALLOW_PRIVATE=1: receivers may be http and on loopback or private addresses (tests, a receiver on the
   * same machine). Off (the default), only https to public addresses, checked when saved and again when delivered.
   */
  allowPrivate: boolean;
  /** Waits before the 2nd, 3rd… attempt; after the last, the delivery has failed. */
  retrySeconds: number[];
  /** How long a process holds the deliveries it claimed. */
  leaseSeconds: number;
  /** How often each process looks for due deliveries. */
  pollSeconds: number;
  /** How long one POST to a receiver may take. */
  timeoutSeconds: number;
}

// 8 attempts, 30 s doubling to at most an hour between them: a receiver down for an afternoon loses nothing.
export const defaultWebhookDelivery: WebhookDelivery = {
  allowPrivate: false,
  retrySeconds: [30, 60, 120, 240, 480, 960, 1920],
  leaseSeconds: 120,
  pollSeconds: 15,
  timeoutSeconds: 10,
};

/** How the outbox worker delivers (server/mail/outbox-worker.ts). */
export interface MailDelivery {
  /** Waits before the 2nd, 3rd… attempt; after the last, the mail is marked failed. */
  retrySeconds: number[];
  /** How long a process holds the mails it claimed; a process that died frees them when it ends. */
  leaseSeconds: number;
  /** How often each process looks for due mails and reminders when nothing woke it. */
  pollSeconds: number;
  /**
   * How long an invitation queued after the survey was sent (an approved list, a replaced rater) waits for its
   * rater's next ones of the same survey, so that they go as one mail; 0 sends each at once.
   */
  batchSeconds: number;
}

// 7 attempts over about 7 hours: a mail server down for a night's maintenance loses nothing.
export const defaultMailDelivery: MailDelivery = {
  retrySeconds: [30, 120, 600, 1800, 3600, 6 * 3600],
  leaseSeconds: 600,
  pollSeconds: 30,
  batchSeconds: 180,
};

function seconds(name: string, value: string): number {
  const n = value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a number of seconds above 0, not "${value}".`);
  return n;
}

// 0 is allowed: no waiting (invitations still merge while one waits to be delivered).
function batchWindow(value: string): number {
  const n = value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < 0 || n > 3600) throw new Error(`MAIL_BATCH_SECONDS must be a number of seconds from 0 to 3600, not "${value}".`);
  return n;
}

function mailDelivery(env: NodeJS.ProcessEnv): MailDelivery {
  const { MAIL_RETRY_SECONDS: retries, MAIL_LEASE_SECONDS: lease, MAIL_POLL_SECONDS: poll, MAIL_BATCH_SECONDS: batch } = env;
  return {
    retrySeconds: retries ? retries.split(',').map((v) => seconds('MAIL_RETRY_SECONDS', v)) : defaultMailDelivery.retrySeconds,
    leaseSeconds: lease ? seconds('MAIL_LEASE_SECONDS', lease) : defaultMailDelivery.leaseSeconds,
    pollSeconds: poll ? seconds('MAIL_POLL_SECONDS', poll) : defaultMailDelivery.pollSeconds,
    batchSeconds: batch ? batchWindow(batch) : defaultMailDelivery.batchSeconds,
  };
}

function webhookDelivery(env: NodeJS.ProcessEnv): WebhookDelivery {
  const { WEBHOOKS_ALLOW_PRIVATE: allow, WEBHOOK_RETRY_SECONDS: retries, WEBHOOK_LEASE_SECONDS: lease, WEBHOOK_POLL_SECONDS: poll } = env;
  const d = defaultWebhookDelivery;
  return {
    allowPrivate: allow === '1' || allow === 'true',
    retrySeconds: retries ? retries.split(',').map((v) => seconds('WEBHOOK_RETRY_SECONDS', v)) : d.retrySeconds,
    leaseSeconds: lease ? seconds('WEBHOOK_LEASE_SECONDS', lease) : d.leaseSeconds,
    pollSeconds: poll ? seconds('WEBHOOK_POLL_SECONDS', poll) : d.pollSeconds,
    timeoutSeconds: env.WEBHOOK_TIMEOUT_SECONDS ? seconds('WEBHOOK_TIMEOUT_SECONDS', env.WEBHOOK_TIMEOUT_SECONDS) : d.timeoutSeconds,
  };
}

export const defaultLimits: RateLimits = {
  loginPerAccountAndIp: { max: 5, windowSeconds: 15 * 60 },
  loginPerIp: { max: 20, windowSeconds: 15 * 60 },
  // 10 at once, then 5 s, 10, 20, 40 and 60 s apart: under 100 guesses an hour at any account (the OWASP ASVS bound on guessing).
  loginPerAccount: { max: 10, windowSeconds: 60 * 60, slowdown: { firstDelaySeconds: 5, maxDelaySeconds: 60 } },
  mailPerAddress: { max: 5, windowSeconds: 60 * 60 },
  mailPerIp: { max: 30, windowSeconds: 60 * 60 },
  enquiryPerAddress: { max: 5, windowSeconds: 60 * 60 },
  enquiryPerIp: { max: 20, windowSeconds: 60 * 60 },
  // A rater's wizard saves a draft at each step: room for a few raters behind one address answering at once.
  externalLinkPerIp: { max: 300, windowSeconds: 15 * 60 },
  // One check per press of Submit: a rater who edits and submits again a few times stays far below it.
  commentCheckPerAssignment: { max: 20, windowSeconds: 60 * 60 },
  // Invitation, reminders and a resent link in one day still fit; a button pressed 30 times does not.
  mailPerRecipientPerSurvey: { max: MAILS_PER_RECIPIENT_PER_SURVEY, windowSeconds: 24 * 60 * 60 },
};

/**
 * Spreadsheet imports one server process reads at once, whichever the companies: each holds
 * its upload and what its reader keeps (README: Spreadsheet uploads), so two bound the memory
 * imports can take. A third waits for nothing: it answers 429 with Retry-After.
 */
export const importLimits = { atOnce: 2, retryAfterSeconds: 10 } as const;

function trustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function hostOf(appUrl: string): string {
  try {
    return new URL(appUrl).hostname;
  } catch {
    throw new Error(`APP_URL must be an address such as https://feedback.example.com, not "${appUrl}".`);
  }
}

/** Reads the environment once at start; nothing else in server/ reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}".`);
  const appUrl = (env.APP_URL || `http://localhost:${port}`).replace(/(?<!\/)\/+$/, '');
  const salesEmail = env.SALES_EMAIL || `sales@${hostOf(appUrl)}`;
  // Loose on purpose: sales@localhost is a fine inbox on a laptop.
  if (!/^[^\s@]+@[^\s@]+$/.test(salesEmail)) throw new Error(`SALES_EMAIL must be an email address, not "${salesEmail}".`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    secretKey: env.SECRET_KEY || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `${PRODUCT_NAME} <no-reply@localhost>`,
    salesEmail,
    appUrl,
    trustProxy: trustProxy(env.TRUST_PROXY),
    limits: defaultLimits,
    loginKnownAddressDays: 30,
    logLevel: env.LOG_LEVEL || 'info',
    mail: mailDelivery(env),
    webhooks: webhookDelivery(env),
  };
}
