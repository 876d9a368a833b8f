import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import { messages } from '@shop/contract/messages';
import { hasControlCharacter } from '@shop/contract/text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidError } from '../lib/errors.ts';

/** Walks without recursion, so that a deeply nested body cannot overflow the stack. */
function holdsControlCharacter(value: unknown): boolean {
  const pending = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (hasControlCharacter(next)) return true;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (hasControlCharacter(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** A field is named by its top-level key; a key that is itself at fault names no field a form has. */
function fieldsAtFault(part: unknown): string[] {
  if (part === null || typeof part !== 'object' || Array.isArray(part)) {
    return holdsControlCharacter(part) ? [NON_FIELD_ERRORS] : [];
  }
  return Object.entries(part).flatMap(([key, value]) => {
    if (hasControlCharacter(key)) return [NON_FIELD_ERRORS];
    return holdsControlCharacter(value) ? [key] : [];
  });
}

async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  const fields = new Set([request.params, request.query, request.body].flatMap(fieldsAtFault));
  if (fields.size) throw new InvalidError(Object.fromEntries([...fields].map((field) => [field, [messages.controlCharacter]])));
}

/**
 * A NUL or another control character in any string sent to the API is a 400 on its field, never a 500 from
 * PostgreSQL, which refuses NUL in text. The check is the last step before each API route's validation, after the
 * route's own (the profile's multipart form becomes its body there), so every route, present or future, has it.
 * Pages are not checked: they forgive what they are sent and answer with a page.
 */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    route.preValidation = [...[route.preValidation ?? []].flat(), refuseControlCharacters];
  });
}
