import type { APIRequestContext } from '@playwright/test';
import type { OtpVerifyResponse, SmsOutboxMessage } from '@shop/contract/auth';
import type { Paginated } from '@shop/contract/query';

/** The code the outbox provider kept instead of sending an SMS (development only). */
export async function codeSentTo(request: APIRequestContext, mobileNumber: string): Promise<string> {
  const outbox = (await (
    await request.get(`/api/dev/sms-outbox?mobile_number=${mobileNumber}`)
  ).json()) as Paginated<SmsOutboxMessage>;
  const newest = outbox.results[0];
  if (!newest) throw new Error(`no code was sent to ${mobileNumber}`);
  return newest.code;
}

const tokens = new Map<string, Promise<string>>();

/** A customer's token, signed in through the API once per number: a number gets one code per two minutes. */
export function tokenFor(request: APIRequestContext, mobileNumber: string): Promise<string> {
  let token = tokens.get(mobileNumber);
  if (!token) {
    token = (async () => {
      await request.post('/api/users/otp/signin', { data: { mobile_number: mobileNumber } });
      const code = await codeSentTo(request, mobileNumber);
      const answer = await request.post('/api/users/otp/signin/verify', { data: { mobile_number: mobileNumber, code } });
      return ((await answer.json()) as OtpVerifyResponse).token;
    })();
    tokens.set(mobileNumber, token);
  }
  return token;
}
