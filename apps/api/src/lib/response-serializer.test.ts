import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const serializerFor = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (data: unknown) => string;

describe('the response serializer', () => {
  const Card = z.object({
    id: z.number().int(),
    name: z.string(),
    brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    tags: z.array(z.object({ label: z.string() })),
  });

  it('writes only the fields the schema names, at every depth', () => {
    const written = serializerFor(Card)({
      id: 7,
      name: 'فشارسنج «امرن»',
      brand: { id: 1, name: 'امرن', secret: 'x' },
      tags: [{ label: 'تخفیف', internal: true }],
      passwordHash: 'never',
    });
    expect(JSON.parse(written)).toEqual({
      id: 7,
      name: 'فشارسنج «امرن»',
      brand: { id: 1, name: 'امرن' },
      tags: [{ label: 'تخفیف' }],
    });
  });

  it('writes null where the schema allows it', () => {
    expect(JSON.parse(serializerFor(Card)({ id: 1, name: 'a', brand: null, tags: [] })).brand).toBeNull();
  });

  it('writes the named fields of whichever branch of a union the answer is', () => {
    const Payment = z.union([
      z.object({ kind: z.literal('card'), last4: z.string() }),
      z.object({ kind: z.literal('gateway'), reference: z.string() }),
    ]);
    const written = serializerFor(z.object({ payment: Payment }))({ payment: { kind: 'gateway', reference: 'A1', token: 'x' } });
    expect(JSON.parse(written)).toEqual({ payment: { kind: 'gateway', reference: 'A1' } });
  });

  it('refuses an answer without a required field rather than send it short', () => {
    expect(() => serializerFor(Card)({ id: 1, brand: null, tags: [] })).toThrow(/name/);
  });
});
