import type { SmsOutboxMessage } from '@shop/contract/sms';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import * as queries from './sms-queries.ts';

/** A sign-in code on its way to a phone. `text` is the whole message, for providers that do not use templates. */
export interface CodeMessage {
  mobileNumber: string;
  code: string;
  text: string;
}

/** Any other text to a customer, such as their order's new status. */
export interface TextMessage {
  mobileNumber: string;
  text: string;
}

export interface SmsProvider {
  sendCode(message: CodeMessage): Promise<void>;
  sendMessage(message: TextMessage): Promise<void>;
}

/** The provider refused or could not be reached; the reason is for the log, never for the customer. */
export class SmsDeliveryError extends Error {}

/** Development and tests: messages are kept in the database and read at /api/dev/sms-outbox. */
export class OutboxSmsProvider implements SmsProvider {
  constructor(private readonly db: Database) {}

  async sendCode({ mobileNumber, code, text }: CodeMessage): Promise<void> {
    await queries.insertOutboxMessage(this.db, { mobileNumber, message: text, code });
  }

  /** Kept with an empty code: the outbox's readers of codes look only at the messages that carry one. */
  async sendMessage({ mobileNumber, text }: TextMessage): Promise<void> {
    await queries.insertOutboxMessage(this.db, { mobileNumber, message: text, code: '' });
  }
}

const KAVENEGAR_TIMEOUT_MS = 10_000;

interface KavenegarOptions {
  apiKey: string;
  template: string;
  /** The line plain messages are sent from; Kavenegar's default line for the account when not given. */
  sender: string | undefined;
  baseUrl: string;
}

/**
 * Kavenegar's REST API. A sign-in code goes through the verify/lookup call: the message's words live in a template on
 * Kavenegar's panel, and only the code travels (`token`); the template ends with `@<the shop's host> #%token` for
 * phones to fill the code in. Any other message is sent whole through sms/send. Kavenegar answers
 * `{return: {status, message}, entries}`; any status but 200 is a failure.
 */
export class KavenegarSmsProvider implements SmsProvider {
  constructor(private readonly options: KavenegarOptions) {}

  sendCode({ mobileNumber, code }: CodeMessage): Promise<void> {
    return this.call('verify/lookup.json', { receptor: mobileNumber, token: code, template: this.options.template });
  }

  sendMessage({ mobileNumber, text }: TextMessage): Promise<void> {
    const { sender } = this.options;
    return this.call('sms/send.json', { receptor: mobileNumber, message: text, ...(sender ? { sender } : {}) });
  }

  private async call(method: string, fields: Record<string, string>): Promise<void> {
    const url = new URL(
      `v1/${encodeURIComponent(this.options.apiKey)}/${method}`,
      this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`,
    );
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' },
        body: new URLSearchParams(fields),
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
    return new KavenegarSmsProvider({ apiKey, template, sender: config.KAVENEGAR_SENDER, baseUrl });
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
