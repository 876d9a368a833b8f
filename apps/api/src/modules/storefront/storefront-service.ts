import { createHash } from 'node:crypto';
import type { Category } from '@shop/contract/catalogue';
import { MAX_PAGE_SIZE } from '@shop/contract/constants';
import { type RenderedPage, scriptJson } from '@shop/contract/page-render';
import { paths, privatePathPrefixes, publicPaths } from '@shop/contract/paths';
import type { Database } from '../../db/client.ts';
import { escapeMarkup } from '../../lib/escape-markup.ts';
import { listCategories, listPublishedProductDates } from '../catalogue/catalogue-service.ts';
import type { PictureUrls } from '../media/media-service.ts';

/** Customers' own pages and calls; the public catalogue calls stay open so crawlers can render product pages. */
const DISALLOWED_PATHS = ['/api/users/', '/api/shop/cart', ...privatePathPrefixes];

async function allCategories(db: Database, pictures: PictureUrls): Promise<Category[]> {
  const categories: Category[] = [];
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const page = await listCategories(db, pictures, { limit: MAX_PAGE_SIZE, offset });
    categories.push(...page.results);
    if (!page.results.length || categories.length >= page.count) return categories;
  }
}

/** The shell's own title, description and sharing tags give way to the rendered page's. */
const SHELL_META =
  /<title>[\s\S]*?<\/title>\s*|<meta\s+(?:name|property)="(?:description|og:[^"]*|twitter:[^"]*)"[^>]*>\s*|<link\s+rel="canonical"[^>]*>\s*/gi;

/** Vite's build manifest: each module's file and the chunks it imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** The pages' chunks and the chunks they import, so the browser fetches them with the entry rather than after it. */
export function pageFiles(manifest: BuildManifest, modules: string[]): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(`/${chunk.file}`)) return;
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return files;
}

const EMPTY_ROOT = /<div id="root"><\/div>/;
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/** The longest the code waits for the first paint. */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Loads the storefront's code once the server's page is on screen: a first paint that waits for no script, as a
 * phone on a slow network sees the page at once and its buttons come alive a moment later. The script is the same on
 * every page (the files it loads are the JSON before it), so the content security policy allows it by its hash.
 */
const STARTER = `(() => {
      const { entry, modules } = JSON.parse(document.getElementById('page-code').textContent);
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        for (const href of modules) {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.href = href;
          document.head.append(link);
        }
        const script = document.createElement('script');
        script.type = 'module';
        script.src = entry;
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
    })();`;

/** The only script a page runs inline, as a content security policy source. */
export const starterScriptSource = `'sha256-${createHash('sha256').update(STARTER).digest('base64')}'`;

function afterFirstPaint(entry: string, modules: string[]): string {
  return `<script id="page-code" type="application/json">${scriptJson({ entry, modules })}</script><script>${STARTER}</script>`;
}

/**
 * The built index.html around the page the storefront rendered: the page's own head (title, description, sharing
 * tags) in place of the shell's, its styles in the head, its markup in `#root` with its state after it, and the code
 * (with the page's chunks, `files`) fetched after the first paint. `#root` tells the browser the layout and the origin
 * the page was rendered for, so that its first render builds the same links. Without a rendered page the shell goes out as it
 * is, and the browser renders the page itself.
 */
export function renderPage(
  shell: string,
  page: { rendered: RenderedPage; files: string[]; desktop: boolean; origin: string } | undefined,
): string {
  const headEnd = shell.search(/<\/head>/i);
  const entry = shell.slice(0, headEnd).match(ENTRY_SCRIPT)?.[1];
  // Vite always writes a head and an entry; any other shell is served as it is.
  if (!page || headEnd === -1 || !entry) return shell;
  const { rendered, files, desktop, origin } = page;
  let head = shell.slice(0, headEnd);
  const shellModules = [...head.matchAll(MODULE_PRELOAD)].map((link) => link[1] ?? '');
  // A page that declares no head of its own (a guarded page, rendered as a visitor's) keeps the shell's.
  if (rendered.head) head = head.replace(SHELL_META, '');
  head = head.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const code = afterFirstPaint(entry, [...new Set([...shellModules, ...files])]);
  const layout = desktop ? 'desktop' : 'phone';
  const body = shell
    .slice(headEnd)
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root" data-layout="${layout}" data-origin="${escapeMarkup(origin)}">${rendered.body}</div>${rendered.state}${code}`,
    );
  const added = [rendered.head, rendered.styles].filter(Boolean).join('\n    ');
  const firstScript = head.search(/<script\b/i);
  const at = firstScript === -1 ? head.length : firstScript;
  return `${head.slice(0, at)}${added}\n    ${head.slice(at)}${body}`;
}

/**
 * The public pages, every category's listing and every published product. One file holds up to 50,000 addresses;
 * a catalogue beyond that would need a sitemap index.
 */
export async function sitemap(db: Database, pictures: PictureUrls, origin: string): Promise<string> {
  const [categories, products] = await Promise.all([allCategories(db, pictures), listPublishedProductDates(db)]);
  const entries = [
    ...publicPaths.map((page) => ({ loc: origin + page, lastmod: undefined })),
    ...categories.map((category) => ({ loc: origin + paths.listing({ category: category.id }), lastmod: undefined })),
    ...products.map((product) => ({
      loc: origin + paths.product(product.id),
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
