import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Image } from '@shop/contract/media';
import sharp from 'sharp';
import type { StoredImage } from '../../db/stored-image.ts';

export const MEDIA_URL_PREFIX = '/media/';

interface SaveImageOptions {
  folder: string;
  name: string;
  /** Longest side of the full image, in pixels. */
  size?: number;
  /** Longest side of the thumbnail, in pixels. */
  thumbSize?: number;
}

/**
 * Images are re-encoded to WebP in two sizes and named by their content's hash,
 * so the files can be cached for a year and never go stale.
 */
export class MediaStorage {
  constructor(readonly root: string) {}

  async saveImage(input: Buffer, { folder, name, size = 800, thumbSize = 320 }: SaveImageOptions): Promise<StoredImage> {
    const source = sharp(input, { failOn: 'error' }).rotate();
    const full = await source
      .clone()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await source
      .clone()
      .resize(thumbSize, thumbSize, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    const file = await this.write(folder, full.data, '');
    const thumbFile = await this.write(folder, thumb, '-thumb');
    return { file, thumb: thumbFile, width: full.info.width, height: full.info.height, name };
  }

  private async write(folder: string, data: Buffer, suffix: string): Promise<string> {
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 20);
    const relative = `${folder}/${hash}${suffix}.webp`;
    await mkdir(path.join(this.root, folder), { recursive: true });
    await writeFile(path.join(this.root, relative), data);
    return relative;
  }
}

/**
 * What the bytes themselves say they are (never the uploader's file name or type): sharp's format name and size,
 * or null when sharp cannot read them as an image.
 */
export async function readImageInfo(input: Buffer): Promise<{ format: string; width: number; height: number } | null> {
  try {
    const { format, width, height } = await sharp(input).metadata();
    return format && width && height ? { format, width, height } : null;
  } catch {
    return null;
  }
}

/** The API's picture of a stored image: URLs under /media/. */
export function toImage(stored: StoredImage | null | undefined): Image | null {
  if (!stored) return null;
  return {
    f: MEDIA_URL_PREFIX + stored.file,
    thumbnail: MEDIA_URL_PREFIX + stored.thumb,
    width: stored.width,
    height: stored.height,
    name: stored.name,
  };
}
