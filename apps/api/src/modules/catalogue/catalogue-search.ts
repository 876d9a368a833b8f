import { normalizeForSearch } from '@shop/contract/persian';
import type { ProductOrdering } from '@shop/contract/product-ordering';
import type { Database } from '../../db/client.ts';
import { CardShelf } from './card-shelf.ts';
import type { ProductSelection } from './catalogue-queries.ts';
import { type ListingPosition, type PageStart, SearchIndex } from './search-index.ts';
import { pruneSearchChanges, readSearchedProducts, readSearchPage, type SearchChange } from './search-queries.ts';

/** One page of a listing or a search, and how many products match it counted no further than the bound and one more. */
export interface ListingRequest {
  selection: ProductSelection;
  ordering: ProductOrdering | undefined;
  page: PageStart;
  bound: number;
  /** Where pictures are served from, written as inside a JSON string: the cards' URLs start with it. */
  mediaBase: string;
}

/** A page as the index finds it and the database writes its cards: the JSON the answer sends, and every row's position. */
export interface ListingPage {
  total: number;
  /** The cards of the page's rows but the one read past its end, comma-separated: a JSON array's inside, as UTF-8. */
  cards: Buffer;
  positions: ListingPosition[];
}

/** How long changes are kept for the processes' indexes to read (docs/decisions/0033). */
const CHANGES_KEPT_MS = 24 * 60 * 60 * 1000;
/** An index that has read no changes for this long may have missed pruned ones: it is read whole again. */
const REBUILD_AFTER_MS = CHANGES_KEPT_MS / 2;
/** How often a search reads again after finding changes, before it answers with what it has. */
const ROUNDS = 3;

interface IndexState {
  index: SearchIndex;
  /** The snapshot the index has taken in every change committed before. */
  snapshot: string;
  /** When it last read the changes, on the monotonic clock. */
  syncedAt: number;
  /** Cards read since, each as new as `snapshot` or its product among the changes since. */
  cards: CardShelf;
}

/** Each database's index, built on its first search (or by `warmSearchIndex`); a failed build is tried again. */
const indexes = new WeakMap<Database, Promise<IndexState>>();

function build(db: Database): Promise<IndexState> {
  const built = readSearchedProducts(db).then(async ({ snapshot, products }) => ({
    index: await SearchIndex.built(products),
    snapshot,
    syncedAt: performance.now(),
    cards: new CardShelf(),
  }));
  indexes.set(db, built);
  built.catch(() => {
    if (indexes.get(db) === built) indexes.delete(db);
  });
  return built;
}

async function indexOf(db: Database): Promise<IndexState> {
  const held = indexes.get(db) ?? build(db);
  const state = await held;
  if (performance.now() - state.syncedAt <= REBUILD_AFTER_MS) return state;
  // The searches that find it stale together wait for one build.
  const current = indexes.get(db);
  return current && current !== held ? current : build(db);
}

/** Builds a database's search index ahead of its first search, so that no customer waits for it; resolves to its size. */
export async function warmSearchIndex(db: Database): Promise<number> {
  return (await indexOf(db)).index.size;
}

function takeIn(state: IndexState, snapshot: string, changes: SearchChange[]): void {
  for (const { id, product } of changes) {
    state.index.put(id, product);
    state.cards.drop(id);
  }
  // A read answered after a later one sets an older snapshot: the changes between are then read, and taken in, again.
  state.snapshot = snapshot;
  state.syncedAt = performance.now();
}

const COMMA = Buffer.from(',');

/** Cards as a JSON array's inside; a product gone since it was found has none, and is left out. */
function joined(cards: (Buffer | undefined)[]): Buffer {
  const parts: Buffer[] = [];
  for (const card of cards) {
    if (!card) continue;
    if (parts.length) parts.push(COMMA);
    parts.push(card);
  }
  return Buffer.concat(parts);
}

/**
 * One page of a listing or a search and how many match, from this process's index of the published products
 * (docs/decisions/0033). The cards it has not held yet are read in the same round trip as the changes committed since
 * the index last read them (docs/decisions/0034), and a page found before a change is found again, so that an answer
 * holds every change committed before it was asked.
 */
export async function findCataloguePage(db: Database, request: ListingRequest): Promise<ListingPage> {
  const normalized = normalizeForSearch(request.selection.search ?? '');
  // A listing is a search without words: every product it is filed under is a candidate.
  const query = { normalized, words: normalized ? normalized.split(' ') : [] };
  const { mediaBase } = request;
  const state = await indexOf(db);
  for (let round = 1; ; round++) {
    const { total, positions } = state.index.search(query, request.selection, request.ordering, request.page, request.bound);
    // The page reads one row past its end, to tell whether another page follows: its card is not sent.
    const ids = positions.slice(0, request.page.limit - 1).map((position) => position.id);
    // The last round reads every card, so that a page answered while changes keep coming holds them all.
    const last = round === ROUNDS;
    const cards = last ? ids.map(() => undefined) : state.cards.held(ids, mediaBase);
    const missing = cards.flatMap((card, at) => (card ? [] : [at]));
    const read = await readSearchPage(db, { ids: missing.map((at) => ids[at] as number), snapshot: state.snapshot, mediaBase });
    takeIn(state, read.snapshot, read.changes);
    // Read in the snapshot the index now holds, they are as new as it is.
    missing.forEach((at, index) => {
      const card = read.cards[index];
      if (!card) return;
      cards[at] = Buffer.from(card);
      state.cards.hold(ids[at] as number, cards[at], mediaBase);
    });
    if (read.changes.length === 0 || last) return { total, cards: joined(cards), positions };
  }
}

/** Forgets the changes every index has had time to read. */
export function pruneSearchIndexChanges(db: Database, now: Date): Promise<void> {
  return pruneSearchChanges(db, new Date(now.getTime() - CHANGES_KEPT_MS));
}
