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

/**
 * Answers are written by a serializer compiled once per route from the zod schema's JSON Schema, as Fastify does by
 * default: it writes the schema's fields only, so nothing the schema does not name leaves the server, and it throws
 * on a missing required one. Checking every answer with zod before stringifying it cost two fifths of a cached
 * listing's time (docs/decisions/0031).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  fastJson(forSerializer(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' })) as Schema);
