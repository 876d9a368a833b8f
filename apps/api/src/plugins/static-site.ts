import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const YEAR_SECONDS = 365 * 24 * 3600;

const placeholderPage = `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>فروشگاه تجهیزات پزشکی</title></head>
<body style="font-family: sans-serif; text-align: center; padding: 3rem 1rem">
<h1>فروشگاه تجهیزات پزشکی</h1><p>ویترین فروشگاه ساخته نشده است؛ API در <a href="/api/docs">/api/docs</a> در دسترس است.</p>
</body></html>`;

/** The built storefront's folder when it holds an index.html; without one the API runs alone. */
export function builtStorefront(webDistDir: string | undefined): string | undefined {
  return webDistDir && existsSync(path.join(webDistDir, 'index.html')) ? webDistDir : undefined;
}

/**
 * Media under /media/ (content-hashed, cached for a year), the built storefront's files, and for every other GET
 * that is not the API's, the page `sendPage` renders (the storefront's, with the status it gives the page).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  options: {
    /** The media folder; none when the pictures are in a bucket, served from MEDIA_BASE_URL. */
    mediaDir: string | undefined;
    webDistDir: string | undefined;
    sendPage: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | undefined;
    /** The API's answer to a request no route took. */
    refuseUnrouted: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  },
) {
  if (options.mediaDir) {
    await app.register(fastifyStatic, {
      root: options.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: YEAR_SECONDS * 1000,
    });
  }

  const { webDistDir } = options;
  if (webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: false,
      // A route per built file, found once at start: a page's address goes straight to its renderer, and a file is
      // sent without reading its folders first. A catch-all route read the folder of every address asked (to check
      // its spelling) before the page was rendered.
      wildcard: false,
      preCompressed: true,
      // The manifest and the server's renderer (.vite/, .ssr/) are the server's, not the browser's.
      dotfiles: 'ignore',
      setHeaders(reply, filePath) {
        const hashed = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
        reply.header('cache-control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    options.sendPage
      ? options.sendPage(request, reply)
      : reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(placeholderPage);

  // The storefront's folder itself is no file to serve: its address is the home page.
  app.get('/', { schema: { hide: true } }, sendPage);

  // The back office is a page of its own, drawn in the browser: its script loads only for whoever opens /admin, and
  // its data comes from /api/admin, which answers staff only.
  if (webDistDir && existsSync(path.join(webDistDir, 'admin.html'))) {
    const sendBackOffice = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').header('x-robots-tag', 'noindex, nofollow').sendFile('admin.html', webDistDir);
    app.get('/admin', { schema: { hide: true } }, sendBackOffice);
    app.get('/admin/*', { schema: { hide: true } }, sendBackOffice);
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isApi = /^\/(api|media)(\/|$|\?)/.test(request.url);
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) return options.refuseUnrouted(request, reply);
    return sendPage(request, reply);
  });
}
