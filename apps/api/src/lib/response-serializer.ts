import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * The JSON Schema as the serializer should read it. Objects drop `additionalProperties: false`: the serializer writes
 * the named fields only either way, but would refuse an object with more inside a union, where zod dropped them. A
 * type or null becomes a nullable type, written directly instead of by trying each branch of a union.
 */
function forSerializer(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerializer);
  if (typeof node !== 'object' || node === null) return node;
  const { additionalProperties, ...rest } = node as JsonSchema;
  const schema: JsonSchema = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, forSerializer(value)]));
  if (additionalProperties !== undefined && additionalProperties !== false) schema.additionalProperties = additionalProperties;
  const branches = schema.anyOf as JsonSchema[] | undefined;
  const typed =
    branches?.length === 2 && branches.some((branch) => branch.type === 'null')
      ? branches.find((branch) => branch.type !== 'null')
      : undefined;
  if (typed && typeof typed.type === 'string') {
    const { anyOf: _union, ...others } = schema;
    return { ...others, ...typed, nullable: true };
  }
  return schema;
}

const compiled = (schema: z.ZodType) =>
  fastJson(forSerializer(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' })) as Schema);

/** An answer's JSON; a kept one in UTF-8 already, so that it is not encoded again for every request. */
type Written = string | Buffer;

/** What `write` wrote for each frozen value: a frozen value cannot change, so its JSON is written once. */
function writtenOnce<Value extends object>(write: (value: Value) => string): (value: Value) => Written {
  const written = new WeakMap<Value, Buffer>();
  return (value) => {
    // A primitive answer counts as frozen but cannot be a WeakMap's key.
    if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) return write(value);
    let json = written.get(value);
    if (json === undefined) {
      json = Buffer.from(write(value));
      written.set(value, json);
    }
    return json;
  };
}

/**
 * Answers are written by a serializer compiled once per route from the zod schema's JSON Schema, as Fastify does by
 * default: it writes the schema's fields only, so nothing the schema does not name leaves the server, and it throws
 * on a missing required one. Checking every answer with zod before stringifying it cost two fifths of a cached
 * listing's time (docs/decisions/0031). What the shop keeps is frozen (a read `KeptReads` keeps, a card the search
 * holds): an answer that is kept, or a page's rows that are, reuse the bytes they were first written in, and only the
 * rest (a page's count and links) is written per request (docs/decisions/0043).
 */
function compileResponseSerializer({ schema }: { schema: z.ZodType }): (answer: never) => Written {
  const whole = writtenOnce(compiled(schema));
  const rows = schema instanceof z.ZodObject ? schema.shape.results : undefined;
  if (!(rows instanceof z.ZodArray)) return whole;
  const writeRow = writtenOnce(compiled(rows.element as z.ZodType));
  const writeEnvelope = compiled((schema as z.ZodObject).omit({ results: true }));
  return (page: { results: object[] }) => {
    if (!Array.isArray(page?.results) || Object.isFrozen(page) || !page.results.some(Object.isFrozen)) return whole(page);
    const envelope = writeEnvelope(page);
    const parts: Buffer[] = [Buffer.from(`${envelope.slice(0, -1)}${envelope === '{}' ? '' : ','}"results":[`)];
    page.results.forEach((row, index) => {
      if (index > 0) parts.push(COMMA);
      const written = writeRow(row);
      parts.push(typeof written === 'string' ? Buffer.from(written) : written);
    });
    parts.push(PAGE_END);
    return Buffer.concat(parts);
  };
}

const COMMA = Buffer.from(',');
const PAGE_END = Buffer.from(']}');

/** Fastify sends a Buffer that a serializer answers as it is; its type says string only. */
export const responseSerializerCompiler = compileResponseSerializer as unknown as FastifySerializerCompiler<z.ZodType>;
