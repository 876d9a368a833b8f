import { z } from 'zod';

/** An image the API serves under /media/: `f` is the full image, `thumbnail` a small copy for cards and lists. */
export const ImageSchema = z
  .object({
    f: z.string(),
    thumbnail: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    name: z.string(),
  })
  .meta({ id: 'Image' });
export type Image = z.infer<typeof ImageSchema>;

/** A file's bytes as an answer (a PDF, a spreadsheet): sent as they are, never serialised; named so for the document. */
/** An HTML page as an answer (a payment's way to a bank): sent as it is, never serialised. */
export const HtmlPageSchema = z.string().meta({ description: 'An HTML page, in Persian', contentMediaType: 'text/html' });

export const FileSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array).meta({ type: 'string', format: 'binary' });
