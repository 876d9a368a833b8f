import fc from 'fast-check';

/** The part of an OpenAPI 3.0 schema the generators read. */
export interface JsonSchema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One documented route, as the fuzz test aims at it. */
export interface Operation {
  method: string;
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  body?: JsonSchema;
  multipart: boolean;
  secured: boolean;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const resolve = (schema: JsonSchema | undefined): JsonSchema => {
    if (!schema?.$ref) return schema ?? {};
    return resolve(document.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')]);
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const jsonBody = content['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: resolve(p.schema) })),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: resolve(p.schema) })),
        ...(jsonBody ? { body: resolveDeep(jsonBody, resolve) } : {}),
        multipart: 'multipart/form-data' in content,
        secured: Boolean(operation.security?.length),
      };
    }),
  );
}

function resolveDeep(schema: JsonSchema, resolve: (schema: JsonSchema) => JsonSchema): JsonSchema {
  const resolved = resolve(schema);
  return {
    ...resolved,
    ...(resolved.items ? { items: resolveDeep(resolved.items, resolve) } : {}),
    ...(resolved.properties
      ? {
          properties: Object.fromEntries(
            Object.entries(resolved.properties).map(([name, inner]) => [name, resolveDeep(inner, resolve)]),
          ),
        }
      : {}),
  };
}

const MEGABYTE = 1024 * 1024;

/** Text meant to break something: every class of character the issue names, and the classic attack strings. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m\u007f',
  '\u0085\u009f',
  '\u202eابc\u202c',
  '\u2066علی\u2069',
  '\u200b',
  '\u200c\u200c',
  '\u200d',
  '\ufeff',
  '\u2060',
  '\u064b\u0651',
  '\u3164',
  '😀',
  '👨\u200d👩\u200d👧',
  '۱۲۳۴۵۶۷۸۹۰',
  '١٢٣٤٥٦٧٨٩٠',
  '0x10',
  '1e1',
  '+1',
  ' 1',
  '1.0',
  '-1',
  '0',
  '9'.repeat(40),
  '-9223372036854775809',
  'NaN',
  'Infinity',
  'null',
  'true',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '%',
  '%00',
  '%zz',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '<script>alert(1)</script>',
  '{{7*7}}<%= 7*7 %>',
  '__proto__',
  'constructor',
  '\ud800',
  'a'.repeat(5_000),
];

const hugeString = fc.constantFrom('x'.repeat(MEGABYTE), 'ب'.repeat(MEGABYTE / 2), `${'۹'.repeat(MEGABYTE / 4)}\u0000`);

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 8 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 2 },
  { arbitrary: hugeString, weight: 1 },
);

const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, 1.5, -0.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value nested in arrays and objects; far deeper nesting is sent as raw JSON text (RAW_BODIES). */
const deeplyNested = fc.integer({ min: 50, max: 500 }).map((depth) => {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
});

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 6 },
  { arbitrary: nastyNumber, weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 2 },
  { arbitrary: fc.array(nastyString, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 3 }), weight: 1 },
  { arbitrary: deeplyNested, weight: 1 },
);

/** Values a real form would send for fields the schema alone describes poorly. */
const PLAUSIBLE: Record<string, string[]> = {
  mobile_number: ['09123456789', '۰۹۱۲۳۴۵۶۷۸۹', '\u202a09121234567\u202c'],
  code: ['1234', '۱۲۳۴'],
  national_code: ['0499370899', '۰۴۹۹۳۷۰۸۹۹'],
  postal_code: ['1234567890'],
  birth_date: ['1990-05-17', '۱۹۹۰-۰۵-۱۷'],
  email: ['someone@example.com'],
  start: ['09:00', '۰۸:۳۰'],
  end: ['18:00', '17:30'],
  first_name: ['علی', 'مهر\u200cناز', 'علي'],
  last_name: ['رضایی', 'كريمی'],
  address: ['تهران، خیابان آزادی\nپلاک ۱۲'],
  search: ['فشار', 'امرن', 'M3'],
  brand: ['امرن'],
};

/** A value the schema would take (mostly): so that requests get past validation into the services. */
export function plausibleValue(name: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  const examples = PLAUSIBLE[name];
  if (examples) return fc.constantFrom(...examples);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => plausibleValue(name, choice)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -10, -10), max: Math.min(schema.maximum ?? 60, 60) });
    case 'number':
      return fc.double({ min: 0, max: 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausibleValue(name, schema.items ?? {}), { maxLength: 4 });
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, fieldValue(key, inner)])),
        { requiredKeys: [] },
      );
    default:
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' });
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 20) });
  }
}

/** A field's value: plausible most of the time, hostile the rest. */
export const fieldValue = (name: string, schema: JsonSchema): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: plausibleValue(name, schema), weight: 5 }, { arbitrary: nastyValue, weight: 1 });

/** How the request is signed: the shared valid token, none, or one that is not a token. */
export type Credentials = 'valid' | 'none' | { header: string };

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  credentials: Credentials;
  payload?: string | Buffer;
}

/** Header values as an HTTP parser lets them through: tab, visible ASCII, and UTF-8 bytes read as Latin-1. */
const asHeader = (text: string) =>
  [...Buffer.from(text, 'utf8').toString('latin1')]
    .filter((character) => character === '\t' || (character >= ' ' && character !== '\u007f'))
    .join('');

const URL_STRINGS = NASTY_STRINGS.filter((text) => text.length < 1_000);
const urlString = fc.oneof(
  { arbitrary: fc.constantFrom(...URL_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
);

const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** A value placed in a URL: encoded as a browser would, or raw as a hand-made link has it. */
const inUrl = (value: fc.Arbitrary<unknown>) =>
  fc.tuple(value, fc.boolean()).map(([raw, encode]) => {
    const text = textOf(raw).slice(0, 20_000);
    return encode ? encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) : text.replace(/[/?#\s]/g, '');
  });

function pathOf(operation: Operation): fc.Arbitrary<string> {
  const values = operation.pathParams.map((param) =>
    inUrl(fc.oneof({ arbitrary: plausibleValue(param.name, param.schema), weight: 2 }, { arbitrary: urlString, weight: 3 })),
  );
  const suffix = fc.oneof(
    { arbitrary: fc.constant(''), weight: 12 },
    fc.constantFrom('/', '//', '/..', '/%2e%2e', '/%00', ';x=1', '/.%2F'),
  );
  return fc.tuple(fc.tuple(...values), suffix).map(([filled, end]) => {
    let index = 0;
    return operation.path.replace(/\{[^}]+\}/g, () => filled[index++] ?? '') + end;
  });
}

function queryOf(operation: Operation): fc.Arbitrary<string> {
  const declared = operation.queryParams.map(({ name, schema }) => {
    const value = inUrl(fc.oneof({ arbitrary: plausibleValue(name, schema), weight: 3 }, { arbitrary: urlString, weight: 2 }));
    return fc.oneof(
      { arbitrary: fc.constant([] as string[]), weight: 3 },
      { arbitrary: value.map((text) => [`${name}=${text}`]), weight: 4 },
      { arbitrary: fc.tuple(value, value).map(([a, b]) => [`${name}=${a}`, `${name}=${b}`]), weight: 1 },
      { arbitrary: value.map((text) => [`${name}[]=${text}`, `${name}[x]=${text}`]), weight: 1 },
      { arbitrary: fc.constant([name, `${name}=`]), weight: 1 },
    );
  });
  const extra = fc.array(fc.tuple(inUrl(urlString), inUrl(urlString)), { maxLength: 2 });
  return fc.tuple(fc.tuple(...declared), extra).map(([pairs, unknown]) => {
    const all = [...pairs.flat(), ...unknown.map(([name, value]) => `${name}=${value}`)];
    return all.length ? `?${all.join('&')}` : '';
  });
}

const BOUNDARY = '----fuzz7MA4YWxkTrZu0gW';

/** A 1×1 PNG: a real picture, so that some avatars get as far as the image decoder. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const filePart = fc.record({
  field: fc.constantFrom('avatar', 'avatar', 'first_name', 'other'),
  name: fc.constantFrom('a.png', 'a.jpg', '../../x.png', '', 'آواتار.webp', '\u202egnp.exe'),
  type: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'text/plain', 'application/octet-stream', ''),
  bytes: fc.oneof(
    fc.constant(TINY_PNG),
    fc.constant(TINY_PNG.subarray(0, 30)),
    fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(Buffer.alloc(6 * MEGABYTE, 1)),
  ),
});

/** A multipart form from the fields given, and sometimes a file; broken in one of the ways clients break them. */
const multipartBody = (fields: fc.Arbitrary<Record<string, unknown>>) =>
  fc
    .record({
      fields,
      files: fc.array(filePart, { maxLength: 2 }),
      breakage: fc.constantFrom(
        'none',
        'none',
        'none',
        'no-end',
        'other-boundary',
        'no-boundary',
        'truncated',
        'many-fields',
        'no-name',
      ),
    })
    .map(({ fields: values, files, breakage }) => {
      const chunks: Buffer[] = [];
      const entries = Object.entries(values).map(([name, value]) => [name, textOf(value)] as const);
      if (breakage === 'many-fields') for (let i = 0; i < 40; i++) entries.push([`f${i}`, 'x']);
      for (const [name, value] of entries) {
        const disposition = breakage === 'no-name' ? 'form-data' : `form-data; name="${name}"`;
        chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n${value}\r\n`));
      }
      for (const file of files) {
        chunks.push(
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
          ),
          file.bytes,
          Buffer.from('\r\n'),
        );
      }
      if (breakage !== 'no-end') chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
      let payload = Buffer.concat(chunks);
      if (breakage === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
      const contentType = {
        'other-boundary': 'multipart/form-data; boundary=not-the-one',
        'no-boundary': 'multipart/form-data',
      }[breakage as string];
      return { payload, contentType: contentType ?? `multipart/form-data; boundary=${BOUNDARY}` };
    });

/** JSON that no parser should be trusted with. */
const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  '[1,2',
  'null',
  '[]',
  '"text"',
  '12',
  '{"first_name":"a","first_name":"b"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":1e999}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'image/png',
  '*/*',
  'application/json, text/plain',
  'application/jsonx',
  '',
];

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

function bodyOf(operation: Operation): fc.Arbitrary<Body> {
  const schema = operation.body ?? { type: 'object', properties: {} };
  const fields = plausibleValue('body', schema).map((value) => (value !== null && typeof value === 'object' ? value : {}));
  const withExtraField = fc
    .tuple(fields, fc.option(fc.tuple(fc.constantFrom('extra', 'id', 'user_id', 'is_admin', '__proto__'), nastyValue)))
    .map(([value, extra]) => (extra ? { ...value, [extra[0]]: extra[1] } : value) as Record<string, unknown>);
  const contentType = fc.oneof({ arbitrary: fc.constant('application/json'), weight: 8 }, fc.constantFrom(...CONTENT_TYPES));
  const json = (value: fc.Arbitrary<unknown>) =>
    fc.tuple(value, contentType).map(([body, type]) => ({ payload: JSON.stringify(body) ?? '', contentType: type }));
  return fc.oneof(
    { arbitrary: fc.constant({}), weight: operation.body ? 1 : 4 },
    { arbitrary: json(withExtraField), weight: operation.body ? 6 : 1 },
    { arbitrary: json(nastyValue), weight: 2 },
    {
      arbitrary: fc.tuple(fc.constantFrom(...RAW_BODIES), contentType).map(([payload, type]) => ({ payload, contentType: type })),
      weight: 2,
    },
    {
      arbitrary: fc.constant({ payload: Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0xc3]), contentType: 'application/json' }),
      weight: 1,
    },
    { arbitrary: multipartBody(withExtraField), weight: operation.multipart ? 4 : 1 },
  );
}

/** Mostly a good host, so that most requests get past the host check to the route. */
const HOSTS = [
  ...Array<string>(12).fill('localhost'),
  '127.0.0.1:3103',
  'shop.example',
  'evil.example',
  'localhost:99999',
  'localhost:abc',
  '[::1',
  '[::1]:80',
  ':80',
  '..',
  'a'.repeat(300),
  asHeader('شاپ.ایران'),
  'xn--mgbag5a2flx.ir',
  'local host',
  '',
];

const FORWARDED = ['', '203.0.113.7', '2001:db8::1', 'unknown', ' , ,', '999.999.999.999', asHeader('زز'), 'a'.repeat(2_000)];

const credentials: fc.Arbitrary<Credentials> = fc.oneof(
  fc.constant('none' as const),
  fc
    .constantFrom('Token', 'Bearer', 'token', 'Basic', '')
    .chain((scheme) => urlString.map((token) => ({ header: asHeader(`${scheme} ${token}`) }))),
  fc.constant({ header: `Token ${'a'.repeat(64)}` }),
);

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

/** Requests aimed at one route: its own method mostly, path, query, body, headers and credentials all varied. */
export function requestsFor(operation: Operation, signedIn: boolean): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.oneof({ arbitrary: fc.constant(operation.method), weight: 9 }, fc.constantFrom(...OTHER_METHODS)),
      path: pathOf(operation),
      query: queryOf(operation),
      body: bodyOf(operation),
      host: fc.constantFrom(...HOSTS),
      forwarded: fc.constantFrom(...FORWARDED),
      forwardedHost: fc.oneof({ arbitrary: fc.constant(''), weight: 9 }, fc.constantFrom(...HOSTS)),
      encoding: fc.constantFrom('', '', 'gzip, br', 'identity;q=0', 'x;q=abc'),
      credentials: signedIn ? fc.constant('valid' as const) : credentials,
    })
    .map(({ method, path, query, body, host, forwarded, forwardedHost, encoding, credentials }) => {
      const headers: Record<string, string> = { host };
      if (forwarded) headers['x-forwarded-for'] = forwarded;
      if (forwardedHost) headers['x-forwarded-host'] = forwardedHost;
      if (encoding) headers['accept-encoding'] = encoding;
      if (body.contentType) headers['content-type'] = body.contentType;
      const request: FuzzRequest = { method, url: `${path}${query}`, headers, credentials };
      if (body.payload !== undefined) request.payload = body.payload;
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}

/** A request as a failure report shows it: long payloads cut. */
export function describeRequest(request: FuzzRequest): string {
  const payload = request.payload === undefined ? '' : String(request.payload);
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text);
  return `${request.method} ${cut(request.url)} ${JSON.stringify(request.headers).slice(0, 500)} credentials=${JSON.stringify(
    request.credentials,
  )} payload=${JSON.stringify(cut(payload))}`;
}
