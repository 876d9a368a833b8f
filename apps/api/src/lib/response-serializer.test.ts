import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepFrozen } from './deep-frozen.ts';
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

describe('what the shop keeps, written once', () => {
  const Card = z.object({ id: z.number().int(), name: z.string() });
  const Page = z.object({ count: z.number().int(), next: z.string().nullable(), results: z.array(Card) });

  it('answers a frozen answer in the bytes it was first written in, and writes an unfrozen one each time', () => {
    const write = serializerFor(Card);
    const kept = deepFrozen({ id: 1, name: 'فشارسنج' });
    expect(write(kept)).toBe(write(kept));
    expect(JSON.parse(write(kept))).toEqual({ id: 1, name: 'فشارسنج' });
    const fresh = { id: 2, name: 'دستکش' };
    const first = write(fresh);
    fresh.name = 'ماسک';
    expect(JSON.parse(write(fresh)).name).toBe('ماسک');
    expect(JSON.parse(first).name).toBe('دستکش');
  });

  it("writes a page's own fields per request around rows kept, and only the schema's fields of each", () => {
    const write = serializerFor(Page);
    const held = deepFrozen({ id: 1, name: 'فشارسنج', cost: 900 });
    const marked = { id: 2, name: 'دستکش «نیتریل»', secret: 'x' };
    const first = JSON.parse(write({ count: 2, next: null, results: [held, marked], hidden: true }));
    const second = JSON.parse(write({ count: 3, next: '/api/products/public?offset=30', results: [held] }));
    expect(first).toEqual({
      count: 2,
      next: null,
      results: [
        { id: 1, name: 'فشارسنج' },
        { id: 2, name: 'دستکش «نیتریل»' },
      ],
    });
    expect(second).toEqual({ count: 3, next: '/api/products/public?offset=30', results: [{ id: 1, name: 'فشارسنج' }] });
  });

  it('writes a primitive answer as any other (it counts as frozen)', () => {
    expect(serializerFor(z.null())(null)).toBe('null');
    expect(JSON.parse(serializerFor(z.object({ results: z.array(z.string()) }))({ results: ['الف'] }))).toEqual({
      results: ['الف'],
    });
  });

  it('still refuses a page without a required field', () => {
    expect(() => serializerFor(Page)({ next: null, results: [deepFrozen({ id: 1, name: 'a' })] })).toThrow(/count/);
  });
});
