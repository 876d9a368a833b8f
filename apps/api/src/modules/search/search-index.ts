import type { ProductFilters } from '@shop/contract/catalogue';
import type { ProductOrdering } from '@shop/contract/product-ordering';

/**
 * A listing's filters as the index takes them: a category is given with all its descendants, or as itself alone when
 * it has none (`categoryId`), as the listing's SQL indexes read one category's products in their order already.
 */
export type ProductSelection = Omit<ProductFilters, 'category'> & {
  categoryIds?: number[] | undefined;
  categoryId?: number | undefined;
};

/**
 * Where a page ended, in the terms of its order: the relevance tier (a search's own order, else null), whether the product is
 * available, its sort value (a price, or the last change in microseconds since 1970: a JavaScript date would drop the
 * database's microseconds and land between two rows) and its id. The next page starts after it, wherever the products
 * before it have moved since (docs/decisions/0027).
 */
export interface ListingPosition {
  tier: number | null;
  inStock: boolean;
  key: number;
  id: number;
}

/** Where to start a page: so many rows in, or after where the last page ended. */
export interface PageStart {
  limit: number;
  offset: number;
  after?: ListingPosition | undefined;
}

/** What search needs of a published product: its texts as decision 0003 compares them, its filters and sort values. */
export interface SearchedProduct {
  id: number;
  /** The normalised name, which ranks a match. */
  searchName: string;
  /** The normalised name, excerpt and brand without spaces, which a match is found in. */
  searchText: string;
  inStock: boolean;
  price: number;
  /** The last change in microseconds since 1970, as the listing's positions keep it. */
  key: number;
  categoryId: number | null;
  brandId: number | null;
  discounted: boolean;
}

/** A search's terms: the normalised query and its words, each of which a match's text holds. */
export interface SearchQuery {
  normalized: string;
  words: string[];
}

/** A page of a search: how many products match, counted no further than the bound and one, and the page's rows. */
export interface SearchPage {
  total: number;
  positions: ListingPosition[];
}

/** How many slots some lists hold together. */
const sizeOf = (lists: Int32Array[]) => lists.reduce((size, list) => size + list.length, 0);

/** `room` holding `values` at its start. */
function grown<Values extends Uint8Array | Int32Array | Float64Array>(values: Values, room: Values): Values {
  room.set(values);
  return room;
}

/** Decision 0003's relevance tiers: the name starts with the query, … , the match is through the excerpt or brand. */
const TIERS = 5;
const EXCERPT_OR_BRAND = TIERS - 1;
/** A slot's flags, and the category or brand of a product that has none. */
const IN_STOCK = 1;
const DISCOUNTED = 2;
const NONE = -1;
const flagsOf = (product: SearchedProduct) => (product.inStock ? IN_STOCK : 0) | (product.discounted ? DISCOUNTED : 0);

/** How many products a build takes in between two turns of the event loop. */
const BUILT_AT_ONCE = 2000;
/** Below this many, the candidates' names are compared with the query before the walk rather than as it meets them. */
const EXACT_NAMES = 2048;
/** Candidates fewer than the products over this, all tested for the count, are sorted by their places in the order. */
const SORTED_BELOW = 8;
/** Candidates are narrowed by one trigram list after another, rarest first, until they are this few. */
const FEW_CANDIDATES = 64;

/**
 * Marks of a slot during one search: a candidate of the text; once its text and filters are tested, whether it
 * matched; and for a candidate of the name, a bit for each tier before the last that its name may place it in.
 */
const TEXT = 1;
const TESTED = 2;
const MATCHED = 4;
const TIER_BITS = 3;
/** The tiers a name may place a product in, as marks: those from `tier` to the last but one. */
const tiersFrom = (tier: number) => ((1 << (EXCERPT_OR_BRAND - tier)) - 1) << (TIER_BITS + tier);

/** The first two characters of a text as one number: a name that starts with the query starts with these. */
const headOf = (text: string, at = 0) => text.charCodeAt(at) * 65_536 + text.charCodeAt(at + 1);

/** One bit of 32 for a word's first two characters: a name whose bits lack a query's has no word starting with it. */
const headBit = (text: string, at = 0) => 1 << (headOf(text, at) % 31);

/** The bits of every word's first two characters in a name. */
function wordHeadsOf(name: string): number {
  let bits = 0;
  for (let at = 0; at < name.length - 1; at++) if (at === 0 || name.charCodeAt(at - 1) === SPACE) bits |= headBit(name, at);
  return bits;
}

/**
 * Three characters as one number (each below 2^16, so the number is exact): a Map keyed by numbers is quicker and
 * smaller than one keyed by strings.
 */
const gramAt = (text: string, start: number) =>
  (text.charCodeAt(start) * 65_536 + text.charCodeAt(start + 1)) * 65_536 + text.charCodeAt(start + 2);

let scratchGrams = new Float64Array(256);

/** The distinct trigrams of a text, ascending, in a scratch array that the next call overwrites. */
function gramsOf(text: string): Float64Array {
  const count = Math.max(text.length - 2, 0);
  if (count > scratchGrams.length) scratchGrams = new Float64Array(count * 2);
  for (let start = 0; start < count; start++) scratchGrams[start] = gramAt(text, start);
  const grams = scratchGrams.subarray(0, count).sort();
  let distinct = 0;
  for (let at = 0; at < count; at++) if (at === 0 || grams[at] !== grams[at - 1]) grams[distinct++] = grams[at] as number;
  return grams.subarray(0, distinct);
}

/** The distinct trigrams of several words. */
const gramsOfWords = (words: string[]) => [...new Set(words.flatMap((word) => [...gramsOf(word)]))];

/** Ascending slots, grown and shrunk in place: the products whose text holds one trigram. */
class SlotList {
  items = new Int32Array(4);
  length = 0;

  #find(slot: number): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.items[middle] as number) < slot) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  add(slot: number): void {
    const at = this.length > 0 && (this.items[this.length - 1] as number) < slot ? this.length : this.#find(slot);
    if (at < this.length && this.items[at] === slot) return;
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items.copyWithin(at + 1, at, this.length);
    this.items[at] = slot;
    this.length++;
  }

  remove(slot: number): void {
    const at = this.#find(slot);
    if (at === this.length || this.items[at] !== slot) return;
    this.items.copyWithin(at, at + 1, this.length);
    this.length--;
  }

  /** Gives back the room a build left unused. */
  trim(): void {
    if (this.items.length > this.length + 4) this.items = this.items.slice(0, this.length);
  }

  view(): Int32Array {
    return this.items.subarray(0, this.length);
  }
}

/** Which slots hold each of some keys: a trigram, a category, a brand. */
class SlotLists {
  #lists = new Map<number, SlotList>();

  add(key: number, slot: number): void {
    let list = this.#lists.get(key);
    if (!list) {
      list = new SlotList();
      this.#lists.set(key, list);
    }
    list.add(slot);
  }

  remove(key: number, slot: number): void {
    this.#lists.get(key)?.remove(slot);
  }

  view(key: number): Int32Array {
    return this.#lists.get(key)?.view() ?? new Int32Array(0);
  }

  trim(): void {
    for (const list of this.#lists.values()) list.trim();
  }
}

/** Which products hold each trigram of a text. */
class GramIndex extends SlotLists {
  addText(text: string, slot: number): void {
    for (const gram of gramsOf(text)) this.add(gram, slot);
  }

  removeText(text: string, slot: number): void {
    for (const gram of gramsOf(text)) this.remove(gram, slot);
  }

  /**
   * The slots holding all of `grams`, or a few more once they are few, ascending: every text holding the query's words
   * is among these, and a test of the text tells the others apart. Undefined when there are no grams to look up (words
   * shorter than three characters).
   */
  candidates(grams: number[]): Int32Array | undefined {
    if (grams.length === 0) return undefined;
    const lists = grams.map((gram) => this.view(gram));
    lists.sort((a, b) => a.length - b.length);
    let found = lists[0] as Int32Array;
    for (let next = 1; next < lists.length && found.length > FEW_CANDIDATES; next++) {
      const narrowed = intersect(found, lists[next] as Int32Array);
      // A list that hardly narrows them costs more to read than testing the few it would drop.
      const enough = narrowed.length > found.length * 0.9;
      found = narrowed;
      if (enough) break;
    }
    return found;
  }
}

/**
 * The slots of a shorter ascending list also in a longer one: the two read side by side, or, when the longer is many
 * times longer, each slot found in it by binary search from the last.
 */
function intersect(few: Int32Array, many: Int32Array): Int32Array {
  const both = new Int32Array(few.length);
  let count = 0;
  let low = 0;
  const search = many.length > few.length * 16;
  for (const slot of few) {
    if (search) {
      let high = many.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((many[middle] as number) < slot) low = middle + 1;
        else high = middle;
      }
    } else while (low < many.length && (many[low] as number) < slot) low++;
    if (low === many.length) break;
    if (many[low] === slot) both[count++] = slot;
  }
  return both.subarray(0, count);
}

type Order = 'newest' | 'cheapest' | 'dearest';

const orderOf = (ordering: ProductOrdering | undefined): Order =>
  ordering === '_price' ? 'cheapest' : ordering === '-_price' ? 'dearest' : 'newest';

/** A product's sort value in an order: the last change for the newest, else the price. */
const keyOf = (order: Order, product: SearchedProduct) => (order === 'newest' ? product.key : product.price);

/**
 * The listing's orders, available products first; a smaller number comes first. Ids are unique,
 * so no two products tie. The keys are the order's own (`keyOf`) unless the positions' keys already are.
 */
function compare(
  order: Order,
  first: Pick<ListingPosition, 'inStock' | 'key' | 'id'>,
  second: typeof first,
  firstKey = first.key,
  secondKey = second.key,
): number {
  if (first.inStock !== second.inStock) return first.inStock ? -1 : 1;
  if (order === 'cheapest') return firstKey - secondKey || first.id - second.id;
  return secondKey - firstKey || second.id - first.id;
}

/**
 * The published products' search fields and filters in this process's memory, so that neither a listing nor a search
 * asks the database more than its page's cards (docs/decisions/0033). Trigram lists of the texts and of the names find
 * a query's candidates, lists of each category's and brand's products a listing's, and the listing's three orders are
 * kept sorted, so that a page is a walk along one that tests a candidate only when the walk reaches it, and stops once
 * the page is full. Products live in slots, which a removed product leaves free.
 */
export class SearchIndex {
  #slotOf = new Map<number, number>();
  #products: (SearchedProduct | undefined)[] = [];
  #freeSlots: number[] = [];
  #texts = new GramIndex();
  #names = new GramIndex();
  #categories = new SlotLists();
  #brands = new SlotLists();
  /** Each order's slots, in the order: the first `#live` of each, with room to grow. */
  #orders: Record<Order, Int32Array> = { newest: new Int32Array(0), cheapest: new Int32Array(0), dearest: new Int32Array(0) };
  /** Each slot's place in each order. */
  #ranks: Record<Order, Int32Array> = { newest: new Int32Array(0), cheapest: new Int32Array(0), dearest: new Int32Array(0) };
  #live = 0;
  /**
   * Per slot: the marks of one search (cleared after it), the name's first two characters, its words' bits, and what
   * the filters test, read there rather than from the products, which lie scattered in memory.
   */
  #marks = new Uint8Array(0);
  #heads = new Float64Array(0);
  #wordHeads = new Int32Array(0);
  #flags = new Uint8Array(0);
  #prices = new Float64Array(0);
  #categoryIds = new Int32Array(0);
  #brandIds = new Int32Array(0);

  /** An index of `products`, built at once; `SearchIndex.built` builds a large one without holding the process. */
  constructor(products: SearchedProduct[] = []) {
    this.#begin(products);
    this.#takeIn(products, 0, products.length);
    this.#finish(products);
  }

  /**
   * An index of `products` built a few thousand at a time, letting the process answer other requests between them: the
   * trigram lists of 100,000 products take seconds to build.
   */
  static async built(products: SearchedProduct[]): Promise<SearchIndex> {
    const index = new SearchIndex();
    index.#begin(products);
    for (let start = 0; start < products.length; start += BUILT_AT_ONCE) {
      index.#takeIn(products, start, Math.min(start + BUILT_AT_ONCE, products.length));
      await new Promise((resolve) => setImmediate(resolve));
    }
    index.#finish(products);
    return index;
  }

  #begin(products: SearchedProduct[]): void {
    this.#makeRoom(products.length);
  }

  /** Room for `room` slots in the arrays kept beside them, holding what they hold. */
  #makeRoom(room: number): void {
    this.#marks = grown(this.#marks, new Uint8Array(room));
    this.#heads = grown(this.#heads, new Float64Array(room));
    this.#wordHeads = grown(this.#wordHeads, new Int32Array(room));
    this.#flags = grown(this.#flags, new Uint8Array(room));
    this.#prices = grown(this.#prices, new Float64Array(room));
    this.#categoryIds = grown(this.#categoryIds, new Int32Array(room));
    this.#brandIds = grown(this.#brandIds, new Int32Array(room));
    for (const order of Object.keys(this.#ranks) as Order[]) this.#ranks[order] = grown(this.#ranks[order], new Int32Array(room));
  }

  /** Puts `products` from `start` to `end` in the slots of the same numbers. */
  #takeIn(products: SearchedProduct[], start: number, end: number): void {
    for (let slot = start; slot < end; slot++) {
      const product = products[slot] as SearchedProduct;
      this.#slotOf.set(product.id, slot);
      this.#products.push(product);
      this.#describe(product, slot);
    }
  }

  #finish(products: SearchedProduct[]): void {
    for (const lists of [this.#texts, this.#names, this.#categories, this.#brands]) lists.trim();
    this.#live = products.length;
    for (const order of Object.keys(this.#orders) as Order[]) {
      const slots = Int32Array.from(products, (_, slot) => slot);
      slots.sort((a, b) => this.#compareSlots(order, a, b));
      this.#orders[order] = slots;
      this.#rankFrom(order, 0);
    }
  }

  /** Puts a product's texts in the trigram lists, and its name's first characters beside its slot. */
  #describe(product: SearchedProduct, slot: number): void {
    this.#texts.addText(product.searchText, slot);
    this.#names.addText(product.searchName, slot);
    if (product.categoryId !== null) this.#categories.add(product.categoryId, slot);
    if (product.brandId !== null) this.#brands.add(product.brandId, slot);
    this.#heads[slot] = headOf(product.searchName);
    this.#wordHeads[slot] = wordHeadsOf(product.searchName);
    this.#flags[slot] = flagsOf(product);
    this.#prices[slot] = product.price;
    this.#categoryIds[slot] = product.categoryId ?? NONE;
    this.#brandIds[slot] = product.brandId ?? NONE;
  }

  get size(): number {
    return this.#slotOf.size;
  }

  /** Takes in a product's current fields, or forgets it when it is no longer published (`undefined`). */
  put(id: number, product: SearchedProduct | undefined): void {
    const slot = this.#slotOf.get(id);
    const old = slot === undefined ? undefined : this.#products[slot];
    if (slot !== undefined && old) {
      const unmoved = product && old.inStock === product.inStock && old.key === product.key && old.price === product.price;
      const unfiled = product && old.categoryId === product.categoryId && old.brandId === product.brandId;
      if (unmoved && unfiled && old.searchText === product.searchText && old.searchName === product.searchName) {
        this.#products[slot] = product;
        this.#flags[slot] = flagsOf(product);
        return;
      }
      this.#remove(slot, old);
    }
    if (product) this.#add(product);
  }

  #add(product: SearchedProduct): void {
    const slot = this.#freeSlots.pop() ?? this.#products.length;
    this.#products[slot] = product;
    this.#slotOf.set(product.id, slot);
    if (slot >= this.#marks.length) this.#makeRoom(Math.max(16, this.#marks.length * 2));
    this.#describe(product, slot);
    const places = (Object.keys(this.#orders) as Order[]).map((order) => {
      const at = this.#placeIn(order, slot);
      if (this.#live === this.#orders[order].length) {
        const grown = new Int32Array(Math.max(16, Math.ceil(this.#live * 1.25)));
        grown.set(this.#orders[order]);
        this.#orders[order] = grown;
      }
      const slots = this.#orders[order];
      slots.copyWithin(at + 1, at, this.#live);
      slots[at] = slot;
      return [order, at] as const;
    });
    this.#live++;
    for (const [order, at] of places) this.#rankFrom(order, at);
  }

  /** Each slot's place in an order again, from `start` on, where the order has moved. */
  #rankFrom(order: Order, start: number): void {
    const slots = this.#orders[order];
    const ranks = this.#ranks[order];
    for (let at = start; at < this.#live; at++) ranks[slots[at] as number] = at;
  }

  #remove(slot: number, product: SearchedProduct): void {
    const places = (Object.keys(this.#orders) as Order[]).map((order) => {
      const at = this.#ranks[order][slot] as number;
      this.#orders[order].copyWithin(at, at + 1, this.#live);
      return [order, at] as const;
    });
    this.#live--;
    for (const [order, at] of places) this.#rankFrom(order, at);
    this.#texts.removeText(product.searchText, slot);
    this.#names.removeText(product.searchName, slot);
    if (product.categoryId !== null) this.#categories.remove(product.categoryId, slot);
    if (product.brandId !== null) this.#brands.remove(product.brandId, slot);
    this.#products[slot] = undefined;
    this.#slotOf.delete(product.id);
    this.#freeSlots.push(slot);
  }

  #positionOf(order: Order, slot: number, tier: number | null): ListingPosition {
    const product = this.#products[slot] as SearchedProduct;
    return { tier, inStock: product.inStock, key: keyOf(order, product), id: product.id };
  }

  #compareSlots(order: Order, a: number, b: number): number {
    const first = this.#products[a] as SearchedProduct;
    const second = this.#products[b] as SearchedProduct;
    return compare(order, first, second, keyOf(order, first), keyOf(order, second));
  }

  /** Where `slot` is, or would go, in an order (of the products other than it). */
  #placeIn(order: Order, slot: number): number {
    return this.#firstAfter(order, (other) => this.#compareSlots(order, other, slot) < 0);
  }

  /** The first place in an order whose slot `before` is false for: `before` holds for a prefix of the order. */
  #firstAfter(order: Order, before: (slot: number) => boolean): number {
    const slots = this.#orders[order];
    let low = 0;
    let high = this.#live;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(slots[middle] as number)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * One page of a search: the products whose text holds every word of the query and that meet the selection's
   * filters, in relevance order (decision 0003's tiers, each newest first) or in `ordering`, from `offset` or after
   * `after`; and how many match, counted no further than `bound` and one. A query without words is a listing: every
   * product that meets the filters, newest first unless `ordering` says otherwise.
   */
  search(
    query: SearchQuery,
    selection: ProductSelection,
    ordering: ProductOrdering | undefined,
    page: PageStart,
    bound: number,
  ): SearchPage {
    const searching = query.words.length > 0;
    const ranked = searching && ordering === undefined;
    const grams = gramsOfWords(query.words);
    const marks = this.#marks;
    const texts = (searching ? this.#texts.candidates(grams) : this.#filed(selection)) ?? this.#everySlot();
    const names = ranked ? (this.#names.candidates(grams) ?? texts) : new Int32Array(0);
    if (texts.length === this.#live) marks.fill(TEXT);
    else for (let at = 0; at < texts.length; at++) marks[texts[at] as number] = TEXT;
    const mayFallIn = this.#markNames(names, query);
    const keep = this.#filter(selection);
    // Each candidate is tested once, when the count or the walk first needs it.
    const matches = (slot: number) => {
      const mark = marks[slot] as number;
      if (mark & TESTED) return (mark & MATCHED) !== 0;
      const matched =
        keep(slot) &&
        (!searching || query.words.every((word) => (this.#products[slot] as SearchedProduct).searchText.includes(word)));
      marks[slot] = mark | TESTED | (matched ? MATCHED : 0);
      return matched;
    };
    try {
      let total = 0;
      let at = 0;
      for (; at < texts.length && total <= bound; at++) if (matches(texts[at] as number)) total++;
      // Every candidate tested, and few beside the order: the matches are sorted by their places rather than walked to.
      const sorted = at === texts.length && texts.length * SORTED_BELOW < this.#live ? texts : undefined;
      const positions = ranked
        ? this.#rankedPage(query, page, mayFallIn, keep, matches)
        : this.#orderedPage(orderOf(ordering), page, matches, sorted);
      return { total, positions };
    } finally {
      marks.fill(0);
    }
  }

  /**
   * A listing's candidates by what it is filed under, the fewest of: the ids it names, its categories' products, its
   * brands' products. Undefined for every product.
   */
  #filed(selection: ProductSelection): Int32Array | undefined {
    const { id, categoryIds, categoryId, brand } = selection;
    if (id) return Int32Array.from(new Set(id.flatMap((each) => this.#slotOf.get(each) ?? [])));
    const categories = categoryIds ?? (categoryId === undefined ? undefined : [categoryId]);
    const listsOf = (ids: number[] | undefined, lists: SlotLists) => ids && [...new Set(ids)].map((each) => lists.view(each));
    const lists = [listsOf(categories, this.#categories), listsOf(brand, this.#brands)]
      .filter((each) => each !== undefined)
      .sort((a, b) => sizeOf(a) - sizeOf(b))[0];
    if (!lists) return undefined;
    const slots = new Int32Array(sizeOf(lists));
    let at = 0;
    for (const list of lists) {
      slots.set(list, at);
      at += list.length;
    }
    return slots;
  }

  /** The selection's filters as one test of a slot, as the catalogue's SQL conditions read them (catalogue-queries.ts). */
  #filter(selection: ProductSelection): (slot: number) => boolean {
    const categories = selection.categoryIds ? new Set(selection.categoryIds) : undefined;
    const brands = selection.brand ? new Set(selection.brand) : undefined;
    const ids = selection.id ? new Set(selection.id) : undefined;
    const { categoryId, has_discount, in_stock, price__gt, price__lt } = selection;
    const flags = this.#flags;
    const prices = this.#prices;
    const categoryIds = this.#categoryIds;
    const brandIds = this.#brandIds;
    return (slot) =>
      (categories === undefined || categories.has(categoryIds[slot] as number)) &&
      (categoryId === undefined || categoryIds[slot] === categoryId) &&
      (brands === undefined || brands.has(brandIds[slot] as number)) &&
      (ids === undefined || ids.has((this.#products[slot] as SearchedProduct).id)) &&
      (has_discount === undefined || (((flags[slot] as number) & DISCOUNTED) !== 0) === has_discount) &&
      (in_stock === undefined || (((flags[slot] as number) & IN_STOCK) !== 0) === in_stock) &&
      (price__gt === undefined || (prices[slot] as number) >= price__gt) &&
      (price__lt === undefined || (prices[slot] as number) <= price__lt);
  }

  #everySlot(): Int32Array {
    return this.#orders.newest.subarray(0, this.#live);
  }

  /**
   * A page in one of the listing's orders: a walk along it from the page's start, testing the candidates it meets; or,
   * given candidates all tested already, their matches' places in the order sorted, which takes as many steps as there
   * are matches however far apart they lie in the order.
   */
  #orderedPage(order: Order, page: PageStart, matches: (slot: number) => boolean, tested?: Int32Array) {
    const slots = this.#orders[order];
    const { after } = page;
    // After a position, the page starts where the position would stand in the order.
    const start = after ? this.#firstAfter(order, (slot) => compare(order, this.#positionOf(order, slot, null), after) <= 0) : 0;
    const skip = after ? 0 : page.offset;
    if (tested) {
      const ranks = this.#ranks[order];
      const places = Int32Array.from(
        tested.filter((slot) => matches(slot) && (ranks[slot] as number) >= start),
        (slot) => ranks[slot] as number,
      );
      return [...places.sort().subarray(skip, skip + page.limit)].map((place) =>
        this.#positionOf(order, slots[place] as number, null),
      );
    }
    const rows: ListingPosition[] = [];
    const marks = this.#marks;
    const live = this.#live;
    let skipped = 0;
    for (let at = start; at < live && rows.length < page.limit; at++) {
      const slot = slots[at] as number;
      if ((marks[slot] as number) === 0 || !matches(slot)) continue;
      if (skipped < skip) skipped++;
      else rows.push(this.#positionOf(order, slot, null));
    }
    return rows;
  }

  /**
   * Marks each of the name's candidates with the tiers it may fall in, by what a few numbers a product allow: a name
   * whose first characters are not the query's cannot start with it (the first tier), and one none of whose words' are
   * has no word starting with it (the second). Candidates fewer than EXACT_NAMES have their names compared whole
   * instead, for their one tier. Counts how many may fall in each tier, so that the walk knows when no product it has
   * yet to meet can come before the rows it holds.
   */
  #markNames(names: Int32Array, query: SearchQuery): number[] {
    const mayFallIn = [0, 0, 0, 0];
    const { normalized } = query;
    // A query of one character tells nothing by its first two.
    const head = normalized.length > 1 ? headOf(normalized) : undefined;
    const bit = head === undefined ? -1 : headBit(normalized);
    const exact = names.length <= EXACT_NAMES;
    const marks = this.#marks;
    for (let at = 0; at < names.length; at++) {
      const slot = names[at] as number;
      let tiers: number;
      if (exact) {
        const tier = relevanceTier((this.#products[slot] as SearchedProduct).searchName, query);
        if (tier === EXCERPT_OR_BRAND) continue;
        tiers = tiersFrom(tier) & ~tiersFrom(tier + 1);
      } else if (head === undefined || this.#heads[slot] === head) tiers = tiersFrom(0);
      else tiers = ((this.#wordHeads[slot] as number) & bit) !== 0 ? tiersFrom(1) : tiersFrom(2);
      marks[slot] = (marks[slot] as number) | tiers;
      for (let tier = 0; tier < EXCERPT_OR_BRAND; tier++) {
        if (tiers & (1 << (TIER_BITS + tier))) mayFallIn[tier] = (mayFallIn[tier] as number) + 1;
      }
    }
    return mayFallIn;
  }

  /**
   * A page in relevance order: each tier's rows in the newest order, read no further than the page needs, and the tiers
   * one after another. The walk ends once the tiers from the first are each complete (met whole, or holding the page's
   * rows) as far as the page reaches: a tier is met whole once the walk has met every name's candidate that may fall in
   * it (`mayFallIn` counts those it has yet to meet), and the last, which any candidate of the text may fall in, only
   * at the end.
   */
  #rankedPage(
    query: SearchQuery,
    page: PageStart,
    mayFallIn: number[],
    keep: (slot: number) => boolean,
    matches: (slot: number) => boolean,
  ): ListingPosition[] {
    const wanted = page.after ? page.limit : page.offset + page.limit;
    const tiers: ListingPosition[][] = Array.from({ length: TIERS }, () => []);
    const { after } = page;
    const afterTier = after?.tier ?? 0;
    const complete = () => {
      let rows = 0;
      for (let tier = 0; tier < TIERS; tier++) {
        // A tier's later rows come after those it holds: once the tiers so far hold the page, they cannot change it.
        rows += (tiers[tier] as ListingPosition[]).length;
        if (rows >= wanted) return true;
        if (tier >= afterTier && (tier === EXCERPT_OR_BRAND || (mayFallIn[tier] as number) > 0)) return false;
      }
      return false;
    };
    const slots = this.#orders.newest;
    const marks = this.#marks;
    const products = this.#products;
    const live = this.#live;
    for (let at = 0; at < live; at++) {
      const slot = slots[at] as number;
      const mark = marks[slot] as number;
      if (mark === 0) continue;
      const named = mark >> TIER_BITS;
      let tier = EXCERPT_OR_BRAND;
      if (named) {
        for (let each = 0; each < EXCERPT_OR_BRAND; each++) {
          if (named & (1 << each)) mayFallIn[each] = (mayFallIn[each] as number) - 1;
        }
        tier = relevanceTier((products[slot] as SearchedProduct).searchName, query);
      }
      const rows = tiers[tier] as ListingPosition[];
      // A name in a tier before the last holds every word, so its text does: only the filters are left to test.
      const listed = tier >= afterTier && rows.length < wanted && (tier === EXCERPT_OR_BRAND ? matches(slot) : keep(slot));
      if (listed) {
        const position = this.#positionOf('newest', slot, tier);
        if (!after || tier > afterTier || compare('newest', position, after) > 0) rows.push(position);
      }
      if ((listed || named) && complete()) break;
    }
    return tiers.flat().slice(after ? 0 : page.offset, wanted);
  }
}

/**
 * Decision 0003's relevance, best first: the name starting with the query, a word of the name starting with it, the
 * name containing it, every word of it in the name, then a match through the excerpt or brand alone.
 */
export function relevanceTier(name: string, query: SearchQuery): number {
  const at = name.indexOf(query.normalized);
  if (at === 0) return 0;
  if (at > 0) return name.charCodeAt(at - 1) === SPACE || name.includes(` ${query.normalized}`, at) ? 1 : 2;
  if (query.words.length > 1 && query.words.every((word) => name.includes(word))) return 3;
  return EXCERPT_OR_BRAND;
}

const SPACE = ' '.charCodeAt(0);
