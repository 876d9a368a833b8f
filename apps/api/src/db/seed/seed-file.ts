import { z } from 'zod';

/**
 * Checks one of the demo shop's data files (demo/*.json) against its schema, once, as it is loaded: a bad edit
 * stops the seed with the file, the field and what is wrong, before anything is written.
 */
export function checkSeedFile<Schema extends z.ZodType>(file: string, schema: Schema, data: unknown): z.output<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`apps/api/src/db/seed/demo/${file} does not fit its schema:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/** A list whose items' `key` is unique: other files and the brand logos name them by it. */
export const keyedList = <Item extends z.ZodObject<{ key: z.ZodString }>>(item: Item) =>
  z.array(item).superRefine((items, context) => {
    const seen = new Set<string>();
    for (const [index, { key }] of items.entries()) {
      if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'key'], message: `«${key}» is used twice` });
      seen.add(key);
    }
  });
