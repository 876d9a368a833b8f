import type { FastifyInstance } from 'fastify';
import type { Heard } from '../db/change-feed.ts';
import { changeFeedOf, type Database } from '../db/client.ts';
import { KeptReads } from '../lib/kept-reads.ts';
import type { Encoding } from './compression.ts';

/** A page as it is sent: its status and HTML, and that HTML compressed once for each encoding a browser asked for. */
export interface SentPage {
  status: number;
  html: string;
  compressed: Partial<Record<Encoding, Buffer>>;
}

/**
 * The reads this app keeps, each family switched off alone by its own variable (docs/configuration.md): the
 * catalogue's public answers and the methods offered (`CATALOGUE_CACHE_SECONDS`), and the storefront's rendered pages
 * (`PAGE_CACHE_SECONDS`). They belong to the app: built with it, forgotten by the changes its database's feed tells,
 * dropped when it closes.
 */
export interface Caches {
  catalogue: KeptReads<object>;
  methods: KeptReads<object>;
  pages: KeptReads<SentPage>;
}

declare module 'fastify' {
  interface FastifyInstance {
    caches: Caches;
  }
}

/** The group a product's own reads and page are kept under, forgotten when its stock moves. */
export const productGroup = (id: number) => `product:${id}`;

/** Any query string makes a new key: the memory a family may hold is bounded, not only its count. */
const FAMILY_BYTES = 64 * 1024 * 1024;
const FAMILY_ENTRIES = 5000;

/** What each change makes the caches forget: the one place that knows which reads show what. */
function forget(caches: Caches, heard: Heard): void {
  if (heard === 'everything') {
    for (const family of Object.values(caches)) family.forget();
    return;
  }
  const { catalogue, products, storefront, methods, sharedCatalogues } = heard;
  if (catalogue) caches.catalogue.forget();
  else if (products?.length) caches.catalogue.forgetGroups(products.map(productGroup));
  if (methods) caches.methods.forget();
  if (catalogue || storefront || methods || sharedCatalogues) caches.pages.forget();
  else if (products?.length) caches.pages.forgetGroups(products.map(productGroup));
}

/**
 * Builds the app's caches and has them hear the changes committed on `db`, in this process and the others on the same
 * PostgreSQL; the app is ready once they listen. `readDb` is a replica when it is not `db`: its reads are not kept
 * for DATABASE_READ_LAG_SECONDS after a change.
 */
export async function registerCaches(app: FastifyInstance, { db, readDb }: { db: Database; readDb: Database }) {
  const { config } = app;
  const lagMs = readDb === db ? 0 : config.DATABASE_READ_LAG_SECONDS * 1000;
  const family = <Value extends object>(seconds: number, { readsReplica = true, answers = true } = {}) =>
    new KeptReads<Value>({
      seconds,
      maxBytes: FAMILY_BYTES,
      maxEntries: FAMILY_ENTRIES,
      lagMs: readsReplica ? lagMs : 0,
      frozen: answers,
    });
  const caches: Caches = {
    catalogue: family<object>(config.CATALOGUE_CACHE_SECONDS),
    methods: family<object>(config.CATALOGUE_CACHE_SECONDS, { readsReplica: false }),
    // A page keeps its compressed forms as they are first asked for.
    pages: family<SentPage>(config.PAGE_CACHE_SECONDS, { answers: false }),
  };
  app.decorate('caches', caches);
  const { stop, listening } = changeFeedOf(db).subscribe((heard) => forget(caches, heard));
  app.addHook('onClose', async () => {
    stop();
    for (const kept of Object.values(caches)) kept.clear();
  });
  await listening;
}
