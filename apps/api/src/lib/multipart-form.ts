import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import { messages } from '@shop/contract/messages';
import { AVATAR_MAX_BYTES } from '@shop/contract/users';
import type { FastifyRequest } from 'fastify';
import { InvalidError } from './errors.ts';

function jsonOf(text: string | undefined): unknown {
  if (text === undefined) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidError({ [NON_FIELD_ERRORS]: [messages.invalidJson] });
  }
}

export interface FormLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

/**
 * A form that may come as multipart/form-data with one picture, named `fileField` (an avatar, a payment's receipt).
 * `read` runs before validation: the text fields become the body the route's schema checks, as a JSON body would be,
 * and the picture is kept beside the request for the handler (`pictureOf`). With `bodyField`, the body is instead
 * that one field's JSON, for a form whose values are not all text (lists, numbers, flags). A file over the limit, or
 * a malformed form, is a Persian 400, never a 500. A JSON request passes as it is.
 */
export function multipartForm({
  fileField,
  limits,
  tooLarge,
  bodyField,
}: {
  fileField: string;
  limits: FormLimits;
  tooLarge: string;
  bodyField?: string;
}) {
  const pictures = new WeakMap<FastifyRequest, Buffer>();

  async function read(request: FastifyRequest): Promise<void> {
    if (!request.isMultipart()) return;
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts({ limits })) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        } else if (part.fieldname === fileField) {
          const bytes = await part.toBuffer();
          // A form posted without a chosen file still sends an empty part.
          if (bytes.length > 0) pictures.set(request, bytes);
        } else {
          part.file.resume();
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new InvalidError({ [fileField]: [tooLarge] });
      if (code === 'FST_FILES_LIMIT') throw new InvalidError({ [fileField]: [messages.invalidValue] });
      throw new InvalidError({ [NON_FIELD_ERRORS]: [messages.invalidJson] });
    }
    request.body = bodyField === undefined ? fields : jsonOf(fields[bodyField]);
  }

  /**
   * Pictures a sender may have decoded (see media-service), whoever's address they come from: five in ten minutes,
   * per customer, or per address for a visitor. Counted once the form is read, so forms without a picture do not count.
   */
  const pictureRateLimit = {
    max: 5,
    timeWindow: 10 * 60 * 1000,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => (request.user ? `customer:${request.user.id}` : `address:${request.ip}`),
    allowList: (request: FastifyRequest) => !pictures.has(request),
  } as const;

  return { limits, read, pictureOf: (request: FastifyRequest) => pictures.get(request), pictureRateLimit };
}

/**
 * A back-office record with a picture (a story, an article, a method's icon): its fields as the JSON part `data`,
 * its picture as the file `image`, within an avatar's limits. Staff are not held to a customer's five pictures.
 */
export const recordWithPictureForm = () =>
  multipartForm({
    fileField: 'image',
    bodyField: 'data',
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, fieldSize: 100_000, parts: 5 },
    tooLarge: messages.avatarTooLarge,
  });
