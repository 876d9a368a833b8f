import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * What no page of the shop uses, denied to its pages and every frame in them; the clipboard and the share sheet
 * (a product's or a catalogue's link) are the shop's own only.
 */
const PERMISSIONS_POLICY = [
  ...[
    'accelerometer',
    'ambient-light-sensor',
    'autoplay',
    'bluetooth',
    'browsing-topics',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  'clipboard-write=(self)',
  'web-share=(self)',
].join(', ');

/** The contact page's map. */
const MAP_ORIGIN = 'https://www.openstreetmap.org';

/** Over HTTPS as the customer sees it: the shop's public URL says so, or the connection or a trusted proxy does. */
function servedOverHttps(request: FastifyRequest): boolean {
  const publicUrl = request.server.config.PUBLIC_URL;
  return publicUrl ? publicUrl.startsWith('https:') : request.protocol === 'https';
}

interface SecurityHeaderOptions {
  inlineScripts: string[];
  /** Where pictures are served besides the shop itself (MEDIA_BASE_URL's origin). */
  imageOrigins?: string[];
}

/**
 * Security headers on every answer (docs/decisions/0011-edge-of-the-server.md). Scripts run only from the shop's own files
 * and the inline scripts named by their hash in `inlineScripts`; styles may be inline, as emotion writes them into the
 * page and MUI into style attributes; images are the shop's or its media host's, `data:` and the `blob:` of an avatar
 * being cropped. No page may be framed. What the shop does not use is denied (Permissions-Policy). HSTS only over
 * HTTPS, where browsers heed it, for the subdomains too when HSTS_INCLUDE_SUBDOMAINS says so.
 */
export function registerSecurityHeaders(app: FastifyInstance, { inlineScripts, imageOrigins = [] }: SecurityHeaderOptions) {
  // Helmet's headers, written once: nothing in them depends on the request. Fastify's helmet plugin built the
  // middleware again for every request (22 µs each), and the middleware writes its policy again on every call.
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        frameSrc: [MAP_ORIGIN],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...inlineScripts],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
  const headers: Record<string, string> = {};
  const answer = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value), removeHeader() {} };
  setHeaders({} as IncomingMessage, answer as unknown as ServerResponse, () => {});
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  const hsts = `max-age=${YEAR_SECONDS}${app.config.HSTS_INCLUDE_SUBDOMAINS ? '; includeSubDomains' : ''}`;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (servedOverHttps(request)) reply.header('strict-transport-security', hsts);
    done();
  });
}
