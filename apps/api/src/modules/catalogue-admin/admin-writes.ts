import { catalogueAdminMessages as says } from '@shop/contract/catalogue-admin';
import { messages } from '@shop/contract/messages';
import { normalizePersianLetters } from '@shop/contract/persian';
import { changed, type Database, inTransaction, type Transaction } from '../../db/client.ts';
import { InvalidError } from '../../lib/errors.ts';
import { type MediaStorage, uploadProblem } from '../media/media-service.ts';

// What every write of the catalogue's back office shares: who wrote it, one transaction, and its pictures.

/** Who made a change and when: every write of the back office is journalled with it. */
export interface StaffWrite {
  staffId: number;
  at: Date;
}

/** A name as staff typed it, as stored: trimmed, Arabic letters made Persian. */
export const clean = (text: string) => normalizePersianLetters(text.trim());

/** Runs a catalogue write in one transaction, which says the catalogue changed. */
export function catalogueWrite<Result>(db: Database, work: (tx: Transaction) => Promise<Result>): Promise<Result> {
  return inTransaction(db, async (tx) => {
    const result = await work(tx);
    await changed(tx, { catalogue: true });
    return result;
  });
}

/** An uploaded picture checked and saved, or a Persian 400 under `field`. */
export async function savePicture(
  media: MediaStorage,
  picture: Buffer | undefined,
  field: string,
  folder: string,
  name: string,
  size?: number,
) {
  if (!picture) throw new InvalidError({ [field]: [says.imageRequired] });
  const problem = await uploadProblem(picture);
  if (problem) throw new InvalidError({ [field]: [problem] });
  try {
    return await media.saveImage(picture, { folder, name, ...(size ? { size } : {}) });
  } catch {
    // The header read well but the picture did not decode: a truncated or forged file.
    throw new InvalidError({ [field]: [messages.imageWrongFormat] });
  }
}
