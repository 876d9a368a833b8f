import { z } from 'zod';
import { MobileNumberSchema, OtpCodeSchema } from './validation.ts';

/** Sign-in and sign-up are one flow: a code is sent to the number, and its verification answers a token. */
export const OtpSigninRequestSchema = z.object({ mobile_number: MobileNumberSchema }).meta({ id: 'OtpSigninRequest' });
export type OtpSigninRequest = z.infer<typeof OtpSigninRequestSchema>;
export type OtpSigninFormValues = z.input<typeof OtpSigninRequestSchema>;

/** `ttl`: seconds the code stays valid, and the wait before another can be sent (the screen's countdown). */
export const OtpSigninResponseSchema = z.object({ ttl: z.number().int() }).meta({ id: 'OtpSigninResponse' });
export type OtpSigninResponse = z.infer<typeof OtpSigninResponseSchema>;

/** The code screen carries the number it was sent to in its navigation state. */
export const OtpVerifyRequestSchema = z
  .object({ mobile_number: MobileNumberSchema, code: OtpCodeSchema })
  .meta({ id: 'OtpVerifyRequest' });
export type OtpVerifyRequest = z.infer<typeof OtpVerifyRequestSchema>;

/** Sent back as `Authorization: Token <token>` (or `Bearer <token>`) until logout. */
export const OtpVerifyResponseSchema = z.object({ token: z.string() }).meta({ id: 'OtpVerifyResponse' });
export type OtpVerifyResponse = z.infer<typeof OtpVerifyResponseSchema>;
