import type { SmsOutboxMessage } from '@shop/contract/auth';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import * as queries from './sms-queries.ts';

/** A sign-in code on its way to a phone. `text` is the whole message, for providers that do not use templates. */
export interface CodeMessage {
  mobileNumber: string;
  code: string;
  text: string;
}

export interface SmsProvider {
  sendCode(message: CodeMessage): Promise<void>;
}

/** The provider refused or could not be reached; the reason is for the log, never for the customer. */
export class SmsDeliveryError extends Error {}

/** Development and tests: messages are kept in the database and read at /api/dev/sms-outbox. */
export class OutboxSmsProvider implements SmsProvider {
  constructor(private readonly db: Database) {}

  async sendCode({ mobileNumber, code, text }: CodeMessage): Promise<void> {
    await queries.insertOutboxMessage(this.db, { mobileNumber, message: text, code });
  }
}

const KAVENEGAR_TIMEOUT_MS = 10_000;

/**
 * Kavenegar's verify/lookup call: the message's words live in a template on Kavenegar's panel, and only the code
 * travels (`token`); the template ends with `@<the shop's host> #%token` for phones to fill the code in. Kavenegar answers `{return: {status, message}, entries}`; any status but 200 is a failure.
 */
export class KavenegarSmsProvider implements SmsProvider {
  constructor(private readonly options: { apiKey: string; template: string; baseUrl: string }) {}

  async sendCode({ mobileNumber, code }: CodeMessage): Promise<void> {
    const url = new URL(
      `v1/${encodeURIComponent(this.options.apiKey)}/verify/lookup.json`,
      this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`,
    );
    const body = new URLSearchParams({ receptor: mobileNumber, token: code, template: this.options.template });
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(KAVENEGAR_TIMEOUT_MS),
      });
    } catch (error) {
      // The error's text may hold the URL, and the URL holds the API key.
      throw new SmsDeliveryError(`kavenegar unreachable: ${(error as Error).name}`);
    }
    const answer = (await response.json().catch(() => null)) as { return?: { status?: number; message?: string } } | null;
    const status = answer?.return?.status;
    if (!response.ok || status !== 200) {
      throw new SmsDeliveryError(
        `kavenegar refused: HTTP ${response.status}, status ${status}, ${answer?.return?.message ?? ''}`,
      );
    }
  }
}

/** The provider the configuration names; env.ts has already refused the outbox in production. */
export function createSmsProvider(config: AppConfig, db: Database): SmsProvider {
  if (config.SMS_PROVIDER === 'kavenegar') {
    const { KAVENEGAR_API_KEY: apiKey, KAVENEGAR_TEMPLATE: template, KAVENEGAR_BASE_URL: baseUrl } = config;
    if (!apiKey || !template) throw new Error('SMS_PROVIDER=kavenegar needs KAVENEGAR_API_KEY and KAVENEGAR_TEMPLATE');
    return new KavenegarSmsProvider({ apiKey, template, baseUrl });
  }
  return new OutboxSmsProvider(db);
}

export async function listOutbox(db: Database, query: { mobile_number?: string | undefined; limit: number; offset: number }) {
  const page = await queries.findOutboxPage(db, query.mobile_number, query);
  const results: SmsOutboxMessage[] = page.rows.map((row) => ({
    mobile_number: row.mobileNumber,
    message: row.message,
    code: row.code,
    created_at: row.createdAt.toISOString(),
  }));
  return { count: page.count, results };
}
