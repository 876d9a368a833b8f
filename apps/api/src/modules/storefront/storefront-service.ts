import type { Category, ProductDetail } from '@shop/contract/catalogue';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@shop/contract/constants';
import { pageTexts, pageTitle } from '@shop/contract/page-meta';
import { type RenderedPage, scriptJson } from '@shop/contract/page-render';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import {
  anonymousViewer,
  getProduct,
  listCategories,
  listProducts,
  listPublishedProductDates,
} from '../catalogue/catalogue-service.ts';
import { getGeneralSettings } from '../settings/settings-service.ts';

/** What a page tells search engines and link previews before its JavaScript runs. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute: the canonical link and og:url. */
  url: string;
  siteName: string;
  type: 'website' | 'product';
  image?: { url: string; width: number; height: number } | undefined;
  jsonLd?: object | undefined;
  /** The first pictures the page shows: fetched with the HTML rather than after its scripts and data. */
  preloadImages?: string[] | undefined;
}

/** The public pages a sitemap lists besides categories and products. */
const PUBLIC_PAGES = ['/', '/products', '/contacts', '/abouts'];

/** A customer's own pages and the API's answers are nothing a search result should show. */
/** Customers' own pages and calls; the public catalogue calls stay open so crawlers can render product pages. */
const DISALLOWED_PATHS = ['/api/users/', '/api/shop/cart', '/profile', '/checkout', '/shop/', '/auth/'];

/** About what search results show of a description. */
const DESCRIPTION_CHARS = 160;

const TOMAN_IN_RIALS = 10;

/** The store's name from its settings; a database without settings (a shop not set up yet) still serves pages. */
async function storeTitle(db: Database): Promise<string> {
  try {
    return (await getGeneralSettings(db)).store_title || pageTexts.storeTitle;
  } catch (error) {
    if (error instanceof NotFoundError) return pageTexts.storeTitle;
    throw error;
  }
}

async function allCategories(db: Database): Promise<Category[]> {
  const categories: Category[] = [];
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const page = await listCategories(db, { limit: MAX_PAGE_SIZE, offset });
    categories.push(...page.results);
    if (!page.results.length || categories.length >= page.count) return categories;
  }
}

/** One line, cut at a word near the length search results show. */
function summary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_CHARS) return line;
  const cut = line.slice(0, DESCRIPTION_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > 0 ? cut.slice(0, lastSpace) : cut}…`;
}

/** A phone shows two cards a row: their thumbnails are the page's largest first paint. */
const FIRST_ROW = 2;

/** The thumbnails of the first products a listing shows, from the same (cached) page the storefront will ask for. */
async function firstThumbnails(db: Database, query: { category?: number | undefined; limit: number }): Promise<string[]> {
  const page = await listProducts(db, { ...query, offset: 0 }, anonymousViewer);
  return page.results
    .flatMap((product) => (product.featured_image ? [product.featured_image.thumbnail] : []))
    .slice(0, FIRST_ROW);
}

export async function homeMeta(db: Database, origin: string): Promise<PageMeta> {
  const [store, preloadImages] = await Promise.all([storeTitle(db), firstThumbnails(db, { limit: PAGE_SIZE.homeProducts })]);
  return {
    title: store,
    description: pageTexts.homeDescription(store),
    url: `${origin}/`,
    siteName: store,
    type: 'website',
    preloadImages,
  };
}

/** The listing, named after its category when `?category=` names one. */
export async function productsMeta(
  db: Database,
  origin: string,
  categoryId: number | undefined,
  { preload }: { preload: boolean },
): Promise<PageMeta> {
  const [store, categories, preloadImages] = await Promise.all([
    storeTitle(db),
    categoryId === undefined ? [] : allCategories(db),
    preload ? firstThumbnails(db, { category: categoryId, limit: PAGE_SIZE.listingProducts }) : [],
  ]);
  const category = categories.find((candidate) => candidate.id === categoryId);
  const page: PageMeta = category
    ? {
        title: pageTitle(category.name, store),
        description: pageTexts.categoryDescription(category.name, store),
        url: `${origin}/products?category=${category.id}`,
        siteName: store,
        type: 'website',
      }
    : {
        title: pageTitle(pageTexts.products, store),
        description: pageTexts.productsDescription(store),
        url: `${origin}/products`,
        siteName: store,
        type: 'website',
      };
  return { ...page, preloadImages };
}

/** A published product's page; NotFoundError for any other id. */
export async function productMeta(db: Database, origin: string, id: number): Promise<PageMeta> {
  const [store, product] = await Promise.all([storeTitle(db), getProduct(db, id, anonymousViewer)]);
  const url = `${origin}/products/${product.id}`;
  const featured = product.featured_image;
  const image = featured ? { url: origin + featured.f, width: featured.width, height: featured.height } : undefined;
  const description = summary(product.excerpt || product.description);
  return {
    title: pageTitle(product.name, store),
    description,
    url,
    siteName: store,
    type: 'product',
    image,
    jsonLd: productJsonLd(product, { url, description, image: image?.url }),
    preloadImages: featured ? [featured.f] : [],
  };
}

function productJsonLd(product: ProductDetail, page: { url: string; description: string; image: string | undefined }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: page.description,
    ...(page.image ? { image: page.image } : {}),
    sku: String(product.id),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    offers: {
      '@type': 'Offer',
      url: page.url,
      // schema.org wants an ISO 4217 currency; the shop's Toman is ten Rials.
      price: product.price * TOMAN_IN_RIALS,
      priceCurrency: 'IRR',
      // A `call` product is for sale (its in_stock is true) and only its final price is confirmed by phone, so it
      // is InStock, as the page shows it; PreOrder would claim it is not released yet.
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

function metaTags(meta: PageMeta): string {
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeMarkup(content)}">`;
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeMarkup(content)}">`;
  const { image, jsonLd, preloadImages = [] } = meta;
  return [
    ...preloadImages.map((href) => `<link rel="preload" as="image" href="${escapeMarkup(href)}" fetchpriority="high">`),
    `<title>${escapeMarkup(meta.title)}</title>`,
    named('description', meta.description),
    `<link rel="canonical" href="${escapeMarkup(meta.url)}">`,
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:locale', 'fa_IR'),
    property('og:site_name', meta.siteName),
    ...(image
      ? [
          property('og:image', image.url),
          property('og:image:width', String(image.width)),
          property('og:image:height', String(image.height)),
        ]
      : []),
    named('twitter:card', image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    ...(image ? [named('twitter:image', image.url)] : []),
    // `<` escaped so that no value can close the script element.
    ...(jsonLd ? [`<script type="application/ld+json">${scriptJson(jsonLd)}</script>`] : []),
  ].join('\n    ');
}

/** The built page's own title, description and sharing tags give way to the page's. */
const SHELL_META =
  /<title>[\s\S]*?<\/title>\s*|<meta\s+(?:name|property)="(?:description|og:[^"]*|twitter:[^"]*)"[^>]*>\s*|<link\s+rel="canonical"[^>]*>\s*/gi;

/** Vite's build manifest: each module's file and the chunks it imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** A route's chunk and the chunks it imports, so the browser fetches them with the entry rather than after it. */
export function routeModules(manifest: BuildManifest, route: string): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(`/${chunk.file}`)) return;
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(route);
  return files;
}

const EMPTY_ROOT = /<div id="root"><\/div>/;
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/** The longest the code waits for the first paint. */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Loads the storefront's code once the server's page is on screen: a first paint that waits for no script, as a
 * phone on a slow network sees the page at once and its buttons come alive a moment later.
 */
function afterFirstPaint(entry: string, modules: string[]): string {
  return `<script>(() => {
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        for (const href of ${scriptJson(modules)}) {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.href = href;
          document.head.append(link);
        }
        const script = document.createElement('script');
        script.type = 'module';
        script.src = ${scriptJson(entry)};
        document.head.append(script);
      };
      try {
        new PerformanceObserver((_, observer) => {
          observer.disconnect();
          setTimeout(start);
        }).observe({ type: 'paint', buffered: true });
      } catch {
        requestAnimationFrame(() => setTimeout(start));
      }
      // A page opened in a background tab paints nothing until it is shown; its code still loads.
      setTimeout(start, ${FIRST_PAINT_WAIT_MS});
    })();</script>`;
}

/**
 * The built index.html with the page's tags in its head. When the storefront rendered the page: its markup in
 * `#root`, its styles in the head, its state after it, and the code (with the route's modules) fetched after the
 * first paint. Otherwise the shell's own scripts stay, with the route's modules preloaded beside them. Without `meta`
 * the shell keeps its own title and description.
 */
export function renderPage(
  shell: string,
  meta: PageMeta | undefined,
  extras: { modules?: string[]; rendered?: RenderedPage | undefined; desktop?: boolean } = {},
): string {
  const headEnd = shell.search(/<\/head>/i);
  // Vite always writes a head; any other page is served as it is.
  if (headEnd === -1) return shell;
  const { rendered, modules = [] } = extras;
  let head = meta ? shell.slice(0, headEnd).replace(SHELL_META, '') : shell.slice(0, headEnd);
  let body = shell.slice(headEnd);
  const entry = head.match(ENTRY_SCRIPT)?.[1];
  if (rendered && entry) {
    const shellModules = [...head.matchAll(MODULE_PRELOAD)].map((link) => link[1] ?? '');
    head = head.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
    const code = afterFirstPaint(entry, [...new Set([...shellModules, ...modules])]);
    const layout = extras.desktop ? 'desktop' : 'phone';
    body = body.replace(
      EMPTY_ROOT,
      () => `<div id="root" data-layout="${layout}">${rendered.body}</div>${rendered.state}${code}`,
    );
  }
  const preloads =
    rendered && entry
      ? []
      : modules
          .filter((file) => !head.includes(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="${escapeMarkup(file)}">`);
  const added = [...(meta ? [metaTags(meta)] : []), ...preloads, ...(rendered ? [rendered.styles] : [])].join('\n    ');
  if (!added) return `${head}${body}`;
  const firstScript = head.search(/<script\b/i);
  const at = firstScript === -1 ? head.length : firstScript;
  return `${head.slice(0, at)}${added}\n    ${head.slice(at)}${body}`;
}

/**
 * The public pages, every category's listing and every published product. One file holds up to 50,000 addresses;
 * a catalogue beyond that would need a sitemap index.
 */
export async function sitemap(db: Database, origin: string): Promise<string> {
  const [categories, products] = await Promise.all([allCategories(db), listPublishedProductDates(db)]);
  const entries = [
    ...PUBLIC_PAGES.map((page) => ({ loc: origin + page, lastmod: undefined })),
    ...categories.map((category) => ({ loc: `${origin}/products?category=${category.id}`, lastmod: undefined })),
    ...products.map((product) => ({
      loc: `${origin}/products/${product.id}`,
      lastmod: product.updatedAt.toISOString().slice(0, 10),
    })),
  ];
  const urls = entries.map(
    ({ loc, lastmod }) => `  <url><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
