import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CreatePageRenderer, PageRenderer } from '@shop/contract/page-render';
import { keptPageAddress } from '@shop/contract/paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestOrigin, requestPath } from '../../lib/public-origin.ts';
import { productGroup, type SentPage } from '../../plugins/caches.ts';
import { chosenEncoding, compressedAs, varyByEncoding } from '../../plugins/compression.ts';
import { urlForLog } from '../../plugins/logging.ts';
import * as storefront from './storefront-service.ts';

/** Phones and tablets get the phone layout in the HTML; the browser corrects a wrong guess after its first render. */
const PHONE_BROWSER = /Mobi|Android|iPhone|iPad|iPod|Opera Mini/i;

/** A product's page: kept until that product's stock moves, as its own read is. */
const PRODUCT_PAGE = /^\/products\/(\d+)$/;

export type SendStorefrontPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** A page is compressed once while it is kept, so more tightly than the API's answers. */
const PAGE_BROTLI_QUALITY = 6;

/**
 * The built storefront: its HTML shell, its manifest and its server renderer, read once at start (`npm start`
 * rebuilds before it serves). Every page is rendered on the server with its own head and status, so it shows before
 * any script runs; without a server build, or if rendering fails, the shell goes out and the browser renders the
 * page itself. A page the same for every visitor is kept, whole and compressed, until what it shows changes
 * (`PAGE_CACHE_SECONDS` at most); a product's page is forgotten with its stock.
 */
export async function loadStorefrontPages(app: FastifyInstance, webDistDir: string): Promise<SendStorefrontPage> {
  const shell = await inlineStylesheets(await readFile(path.join(webDistDir, 'index.html'), 'utf8'), webDistDir);
  const manifest = JSON.parse(
    await readFile(path.join(webDistDir, '.vite/manifest.json'), 'utf8').catch(() => '{}'),
  ) as storefront.BuildManifest;
  const render = await loadRenderer(app, path.join(webDistDir, '.ssr/entry-server.js'));
  const shellPage: SentPage = { status: 200, html: storefront.renderPage(shell, undefined), compressed: {} };

  const renderedPage = async (renderer: PageRenderer, url: string, origin: string, desktop: boolean): Promise<SentPage> => {
    const rendered = await renderer({ url, origin, desktop });
    const files = storefront.pageFiles(manifest, rendered.modules);
    return { status: rendered.status, html: storefront.renderPage(shell, { rendered, files, desktop, origin }), compressed: {} };
  };

  return async (request, reply) => {
    const desktop = !PHONE_BROWSER.test(request.headers['user-agent'] ?? '');
    const origin = requestOrigin(request);
    const url = requestPath(request);
    // A page the same for everyone is kept under the address of what it reads, and rendered from that address.
    const kept = keptPageAddress(url);
    const productId = kept === undefined ? undefined : PRODUCT_PAGE.exec(kept)?.[1];
    const page = render
      ? await (kept === undefined
          ? renderedPage(render, url, origin, desktop)
          : app.caches.pages.read(`${origin}:${desktop}:${kept}`, () => renderedPage(render, kept, origin, desktop), {
              // Its compressed forms come to about a fifth more.
              bytes: (sent) => Math.round(sent.html.length * 1.2),
              ...(productId === undefined ? {} : { group: productGroup(Number(productId)) }),
            })
        ).catch((error: unknown) => {
          request.log.error({ err: error }, 'the storefront could not render %s', urlForLog(request.url));
          return undefined;
        })
      : undefined;
    const sent = page ?? shellPage;
    reply.code(sent.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    varyByEncoding(reply);
    const encoding = chosenEncoding(request);
    if (!encoding) return reply.send(sent.html);
    sent.compressed[encoding] ??= compressedAs(encoding, sent.html, PAGE_BROTLI_QUALITY);
    return reply.header('content-encoding', encoding).send(sent.compressed[encoding]);
  };
}

/** Small enough to travel inside the HTML. */
const INLINE_STYLESHEET_BYTES = 8 * 1024;

/** The Persian faces of the shop's font, regular and bold: every page's text is set in them. */
const PERSIAN_FONT_FILE = /\/assets\/vazirmatn-arabic-(?:400|700)-normal-[\w-]+\.woff2/g;

/**
 * Small stylesheets (the font faces) go inside the HTML, so the first paint waits for no second request; the Persian
 * font files they name are fetched at once, so the text is first laid out in them rather than laid out twice.
 */
async function inlineStylesheets(shell: string, webDistDir: string): Promise<string> {
  const links = [...shell.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)];
  let inlined = shell;
  for (const [link, file] of links) {
    const css = file ? await readFile(path.join(webDistDir, file), 'utf8') : '';
    if (!css || Buffer.byteLength(css) > INLINE_STYLESHEET_BYTES) continue;
    const fonts = [...new Set(css.match(PERSIAN_FONT_FILE))].map(
      (font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">`,
    );
    inlined = inlined.replace(link, () => [...fonts, `<style>${css}</style>`].join('\n    '));
  }
  return inlined;
}

async function loadRenderer(app: FastifyInstance, entry: string): Promise<PageRenderer | undefined> {
  if (!existsSync(entry)) return undefined;
  const { createPageRenderer } = (await import(pathToFileURL(entry).href)) as { createPageRenderer: CreatePageRenderer };
  // The pages ask the API exactly what the browser would, in-process.
  return createPageRenderer(async (url) => {
    const answer = await app.inject({ method: 'GET', url });
    return {
      ok: answer.statusCode >= 200 && answer.statusCode < 300,
      status: answer.statusCode,
      json: async () => answer.json(),
    };
  });
}
