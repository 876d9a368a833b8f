import type { ProductFilters } from '@shop/contract/catalogue';
import { PRODUCT_COUNT_BOUND } from '@shop/contract/constants';
import { normalizeForSearch } from '@shop/contract/persian';
import type { ProductOrdering } from '@shop/contract/product-ordering';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { deepFrozen } from '../../lib/deep-frozen.ts';
import { decodePosition, encodePosition } from './listing-position.ts';
import { type ListingPosition, type ProductSelection, SearchIndex, type SearchQuery } from './search-index.ts';
import {
  type CardReading,
  type CategoryTree,
  findCategoryTree,
  pruneSearchChanges,
  readIndexedCatalogue,
  type SearchChange,
  type SearchPageReader,
  searchPageReader,
} from './search-queries.ts';

// The catalogue's listings and searches, answered from this process's index of the published products and the cards
// read with its changes (docs/decisions/0033, 0034): the catalogue says how a card is read and gets a page's count and
// cards, and knows nothing of the index, its positions or the statements that keep it new.

export type { CardReading, CategoryTree };

/** Each category and the one it is filed under, as the database holds them now. */
export function readCategoryTree(db: Database): Promise<CategoryTree> {
  return findCategoryTree(db);
}

/** A category with all its descendants. */
export function familyOf(tree: CategoryTree, categoryId: number): number[] {
  const family = [categoryId];
  for (let index = 0; index < family.length; index++) {
    for (const row of tree) if (row.parentId === family[index]) family.push(row.id);
  }
  return family;
}

/** A category filter keeps the products of its subcategories too. */
function selectionIn(tree: CategoryTree, { category, ...filters }: ProductFilters): ProductSelection {
  if (category === undefined) return filters;
  const family = familyOf(tree, category);
  return family.length === 1 ? { ...filters, categoryId: category } : { ...filters, categoryIds: family };
}

/** One page of a listing or a search, as the listing's query asks for it. */
export interface CataloguePageRequest {
  filters: ProductFilters;
  ordering: ProductOrdering | undefined;
  limit: number;
  offset: number;
  /** Where the last page ended, as its `next` link carries it; it wins over `offset`. */
  after: string | undefined;
}

/**
 * A page and how many products match: exact up to PRODUCT_COUNT_BOUND and «more than» past it. The page reads one row
 * past its end, so the link to the next page is right whatever the count says, and that link starts the next page
 * after this one's last product: new or moved goods neither repeat nor skip one (docs/decisions/0027).
 */
export interface CataloguePage<Card> {
  count: number;
  countIsExact: boolean;
  /** Where the next page starts, as its `after`; undefined on the last page. */
  nextAfter: string | undefined;
  /** The page's cards, in its order. */
  cards: Card[];
}

/** How long changes are kept for the processes' indexes to read (docs/decisions/0033). */
const CHANGES_KEPT_MS = 24 * 60 * 60 * 1000;
/** An index that has read no changes for this long may have missed pruned ones: it is read whole again. */
const REBUILD_AFTER_MS = CHANGES_KEPT_MS / 2;
/** How often a search reads again after finding changes, before it answers with what it has. */
const ROUNDS = 3;

interface IndexState<Card> {
  index: SearchIndex;
  /** The snapshot the index has taken in every change committed before. */
  snapshot: string;
  /** When it last read the changes, on the monotonic clock. */
  syncedAt: number;
  /**
   * Cards read since, each as new as `snapshot` or its product among the changes since (docs/decisions/0034); none
   * when SEARCH_HELD_CARDS is 0. The least recently shown goes first when it is full.
   */
  cards: LRUCache<number, Card & {}> | undefined;
  /** The category tree as new as `snapshot`, or being read again after a page saw it change. */
  categories: Promise<CategoryTree>;
}

/**
 * The catalogue's listings and searches for one app: an index of the published products in this process's memory,
 * built on the first search (or by `warm`) and kept new by the changes committed since (docs/decisions/0033), and the
 * cards it has read. It belongs to the app that built it; two apps share nothing.
 */
export class CatalogueSearch<Card extends { id: number }> {
  readonly #db: Database;
  readonly #heldCards: number;
  readonly #readCardsAndChanges: SearchPageReader<Card>;
  /** The index, or its build; a failed build is tried again. */
  #state: Promise<IndexState<Card>> | undefined;

  /** `heldCards`: how many cards to hold between pages, 0 for none (SEARCH_HELD_CARDS). */
  constructor(db: Database, reading: CardReading<Card>, { heldCards }: { heldCards: number }) {
    this.#db = db;
    this.#heldCards = heldCards;
    this.#readCardsAndChanges = searchPageReader(db, reading);
  }

  /** Builds the index ahead of the first search, so that no customer waits for it; resolves to its size. */
  async warm(): Promise<number> {
    return (await this.#indexed()).index.size;
  }

  #build(): Promise<IndexState<Card>> {
    const built = readIndexedCatalogue(this.#db).then(async ({ snapshot, products, categories }) => ({
      index: await SearchIndex.built(products),
      snapshot,
      syncedAt: performance.now(),
      cards: this.#heldCards > 0 ? new LRUCache<number, Card & {}>({ max: this.#heldCards }) : undefined,
      categories: Promise.resolve(categories),
    }));
    this.#state = built;
    built.catch(() => {
      if (this.#state === built) this.#state = undefined;
    });
    return built;
  }

  async #indexed(): Promise<IndexState<Card>> {
    const held = this.#state ?? this.#build();
    const state = await held;
    if (performance.now() - state.syncedAt <= REBUILD_AFTER_MS) return state;
    // The searches that find it stale together wait for one build.
    return this.#state && this.#state !== held ? this.#state : this.#build();
  }

  /**
   * One page of a listing or a search and how many match. A request whose `after` is not a position this gives is a
   * Persian 400.
   */
  async findPage(request: CataloguePageRequest): Promise<CataloguePage<Card>> {
    const { filters, ordering, limit, offset, after } = request;
    // One reading of whether this is a search, for its positions' tier and its count's bound, as the index reads it.
    const normalized = normalizeForSearch(filters.search ?? '');
    const bound = normalized ? PRODUCT_COUNT_BOUND.search : PRODUCT_COUNT_BOUND.listing;
    const position = after === undefined ? undefined : decodePosition(after, { ranked: normalized !== '' && !ordering });
    // A listing is a search without words: every product it is filed under is a candidate.
    const query = { normalized, words: normalized ? normalized.split(' ') : [] };
    const { total, cards, positions } = await this.#page({ query, filters, ordering, limit, offset, position, bound });
    const last = positions.length > limit ? positions[limit - 1] : undefined;
    return { count: Math.min(total, bound), countIsExact: total <= bound, nextAfter: last && encodePosition(last), cards };
  }

  /**
   * The page's positions, one row past its end, and its cards but that row's. The cards not held are read in the same
   * round trip as the changes committed since the index last read them (docs/decisions/0034), and a page found before
   * a change is found again, so that an answer holds every change committed before it was asked.
   */
  async #page(
    request: Omit<CataloguePageRequest, 'after'> & { query: SearchQuery; position: ListingPosition | undefined; bound: number },
  ): Promise<{ total: number; cards: Card[]; positions: ListingPosition[] }> {
    const { query } = request;
    const page = { limit: request.limit + 1, offset: request.offset, after: request.position };
    const state = await this.#indexed();
    const held = this.#state;
    for (let round = 1; ; round++) {
      const selection = selectionIn(await state.categories, request.filters);
      const { total, positions } = state.index.search(query, selection, request.ordering, page, request.bound);
      // The page reads one row past its end, to tell whether another page follows: its card is not sent.
      const ids = positions.slice(0, page.limit - 1).map((position) => position.id);
      // The last round reads every card, so that a page answered while changes keep coming holds them all.
      const last = round === ROUNDS;
      const found = new Map<number, Card>();
      if (!last && state.cards) {
        for (const id of ids) {
          const card = state.cards.get(id);
          if (card) found.set(id, card);
        }
      }
      const read = await this.#readCardsAndChanges({ ids: ids.filter((id) => !found.has(id)), snapshot: state.snapshot });
      if (read.treeChanged) {
        // Read again before the snapshot moves past the change, so that every later page waits for the new tree.
        state.categories = (async () => findCategoryTree(this.#db))();
        state.categories.catch(() => {
          if (this.#state === held) this.#state = undefined;
        });
      }
      takeIn(state, read.snapshot, read.changes);
      // Read in the snapshot the index now holds, they are as new as it is.
      for (const card of read.cards) {
        found.set(card.id, card);
        state.cards?.set(card.id, deepFrozen(card));
      }
      const changed = read.changes.length > 0 || read.treeChanged;
      // A product gone since the index found it has no card, and is left out.
      if (!changed || last) {
        return { total, cards: ids.flatMap((id) => found.get(id) ?? []), positions };
      }
    }
  }
}

function takeIn<Card>(state: IndexState<Card>, snapshot: string, changes: SearchChange[]): void {
  for (const { id, product } of changes) {
    state.index.put(id, product);
    state.cards?.delete(id);
  }
  // A read answered after a later one sets an older snapshot: the changes between are then read, and taken in, again.
  state.snapshot = snapshot;
  state.syncedAt = performance.now();
}

/** Forgets the changes every index has had time to read. */
export function pruneSearchIndexChanges(db: Database, now: Date): Promise<void> {
  return pruneSearchChanges(db, new Date(now.getTime() - CHANGES_KEPT_MS));
}
