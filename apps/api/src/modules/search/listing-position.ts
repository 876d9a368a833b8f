import { messages } from '@shop/contract/messages';
import { z } from 'zod';
import { InvalidError } from '../../lib/errors.ts';
import type { ListingPosition } from './search-index.ts';

/** A position as the `after` of a `next` link carries it: compact, and opaque to clients. */
const PositionSchema = z.tuple([
  z.number().int().min(0).max(4).nullable(),
  z.boolean(),
  z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  z.number().int().min(1).max(2_147_483_647),
]);

export const encodePosition = ({ tier, inStock, key, id }: ListingPosition): string =>
  Buffer.from(JSON.stringify([tier, inStock, key, id])).toString('base64url');

/**
 * The position an `after` names; anything else, a link edited by hand among them, is a Persian 400. A search in
 * relevance order (`ranked`) needs the tier its last page ended in.
 */
export function decodePosition(after: string, { ranked }: { ranked: boolean }): ListingPosition {
  const read = PositionSchema.safeParse(parseJson(Buffer.from(after, 'base64url').toString()));
  if (!read.success || (ranked && read.data[0] === null)) throw new InvalidError({ after: [messages.invalidListingPosition] });
  const [tier, inStock, key, id] = read.data;
  return { tier, inStock, key, id };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
