import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Image } from '@shop/contract/media';
import { messages, messageWith } from '@shop/contract/messages';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { AppConfig } from '../../config/env.ts';
import type { StoredImage } from '../../db/stored-image.ts';
import { InvalidError } from '../../lib/errors.ts';

/** Where the shop serves its media folder itself. */
export const MEDIA_URL_PREFIX = '/media/';

/** A picture's name never names other bytes, so every copy of it (a browser's, a CDN's) may be kept for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The most pixels the shop decodes from one image. A phone's photo (12 MP) fits; a small file that decodes to
 * gigabytes of pixels (a flat-colour PNG of 7070×7070 is 50 MP in under 1 MB) is refused before it is decoded.
 */
export const IMAGE_MAX_PIXELS = 25_000_000;

/** Formats a customer may upload, read from the bytes; a renamed PDF or an SVG with scripts is never stored. */
const UPLOAD_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Images decoded at once in this process. A decode holds up to width × height × channels bytes (an interlaced PNG
 * of 25 MP, 75 MB) and keeps the CPU busy; more waiting their turn cost only their compressed bytes. sharp's own
 * `concurrency` is libvips' threads within one image, which does not bound how many images are open.
 */
const decoding = pLimit(2);

interface SaveImageOptions {
  folder: string;
  name: string;
  /** Longest side of the full image, in pixels. */
  size?: number;
  /** Longest side of the thumbnail, in pixels. */
  thumbSize?: number;
}

interface EncodedImage {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** Both WebP sizes of an image, decoded under the process's limits of pixels and of images at once. */
function encode(input: Buffer, { size = 800, thumbSize = 320 }: SaveImageOptions): Promise<EncodedImage> {
  return decoding(async () => {
    const source = sharp(input, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
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
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  });
}

type Log = (details: object, message: string) => void;

/** Where the files are kept, by their path under the media root (`products/….webp`). */
export interface MediaFiles {
  write(file: string, data: Buffer): Promise<void>;
  /** A file already gone is no error. */
  remove(file: string): Promise<void>;
}

/** The media folder on this machine, which the shop serves under /media/. */
export function mediaFolder(root: string): MediaFiles {
  return {
    write: async (file, data) => {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), data);
    },
    remove: (file) => rm(path.join(root, file), { force: true }),
  };
}

/** An S3-compatible bucket, whose objects browsers fetch from MEDIA_BASE_URL (the bucket's public address or a CDN). */
export function mediaBucket(client: S3Client, bucket: string, commands: typeof import('@aws-sdk/client-s3')): MediaFiles {
  return {
    write: async (file, data) => {
      await client.send(
        new commands.PutObjectCommand({
          Bucket: bucket,
          Key: file,
          Body: data,
          ContentType: 'image/webp',
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    },
    remove: async (file) => {
      await client.send(new commands.DeleteObjectCommand({ Bucket: bucket, Key: file }));
    },
  };
}

/** The folder or the bucket MEDIA_STORAGE names. */
export async function openMediaFiles(config: AppConfig): Promise<{ files: MediaFiles; close: () => void }> {
  if (config.MEDIA_STORAGE === 'disk') return { files: mediaFolder(config.mediaDir), close: () => {} };
  // Loaded only for a bucket: a shop on disk neither loads the SDK nor hears its warnings.
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    credentials: { accessKeyId: config.S3_ACCESS_KEY_ID ?? '', secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '' },
  });
  return { files: mediaBucket(client, config.S3_BUCKET ?? '', sdk), close: () => client.destroy() };
}

/**
 * Images are re-encoded to WebP in two sizes under names that never name other bytes, so the files can be cached for
 * a year and never go stale.
 */
export class MediaStorage {
  private readonly files: MediaFiles;

  constructor(
    /** The media folder's path, or another store of the files (a bucket). */
    files: MediaFiles | string,
    /** Where a file that could not be deleted is told; the change that replaced it stands. */
    private readonly warn: Log = (details, message) => console.warn(message, details),
  ) {
    this.files = typeof files === 'string' ? mediaFolder(files) : files;
  }

  /** A picture of the shop's own (a product, a brand): named by its content, so the same picture is one file. */
  async saveImage(input: Buffer, options: SaveImageOptions): Promise<StoredImage> {
    return this.store(options, await encode(input, options), (data) =>
      createHash('sha256').update(data).digest('hex').slice(0, 20),
    );
  }

  /**
   * A customer's picture (an avatar; a payment receipt): named at random, so that no other row shares its files and
   * `discard` can delete them once it is replaced. Check it with `uploadProblem` first; this rejects when the bytes
   * do not decode after all (a truncated or forged file).
   */
  async saveUpload(input: Buffer, options: SaveImageOptions): Promise<StoredImage> {
    const base = randomBytes(10).toString('hex');
    return this.store(options, await encode(input, options), () => base);
  }

  /** Deletes an image's files: an upload replaced or refused. A file already gone is no error. */
  async discard(image: StoredImage): Promise<void> {
    for (const file of [image.file, image.thumb]) {
      try {
        await this.files.remove(file);
      } catch (error) {
        this.warn({ err: error, file }, 'a media file could not be deleted');
      }
    }
  }

  private async store(
    options: SaveImageOptions,
    encoded: EncodedImage,
    baseName: (data: Buffer) => string,
  ): Promise<StoredImage> {
    const file = await this.write(options.folder, encoded.full, `${baseName(encoded.full)}.webp`);
    const thumb = await this.write(options.folder, encoded.thumb, `${baseName(encoded.thumb)}-thumb.webp`);
    return { file, thumb, width: encoded.width, height: encoded.height, name: options.name };
  }

  private async write(folder: string, data: Buffer, fileName: string): Promise<string> {
    const file = `${folder}/${fileName}`;
    await this.files.write(file, data);
    return file;
  }
}

/**
 * What is wrong with an uploaded picture, in Persian, or nothing: read from its header alone (never the uploader's
 * file name or type), so that a refused picture is never decoded.
 */
export async function uploadProblem(input: Buffer): Promise<string | undefined> {
  // Bytes sharp cannot read as an image are no picture.
  const info = await sharp(input)
    .metadata()
    .catch(() => undefined);
  if (!info?.format || !UPLOAD_FORMATS.has(info.format) || !info.width || !info.height) return messages.imageWrongFormat;
  if (info.width * info.height > IMAGE_MAX_PIXELS) return messageWith.imageTooManyPixels(IMAGE_MAX_PIXELS / 1_000_000);
  return undefined;
}

/**
 * A picture of the shop's own sent from the back office (a story, an article, a method's icon): refused as a
 * customer's upload would be, on the field `image`, then saved by its content as the demo's pictures are. The same
 * picture is one file that other rows (a category, a product) may name, so a replaced picture's files are kept.
 */
export async function saveShopPicture(media: MediaStorage, input: Buffer, options: SaveImageOptions): Promise<StoredImage> {
  const problem = await uploadProblem(input);
  if (problem) throw new InvalidError({ image: [problem] });
  try {
    return await media.saveImage(input, options);
  } catch {
    // The header read well but the picture did not decode: a truncated or forged file.
    throw new InvalidError({ image: [messages.imageWrongFormat] });
  }
}

/**
 * Where pictures' URLs start: the shop's /media/, or MEDIA_BASE_URL. One per app: buildApp decorates the app with its
 * own, and every service that shows a picture, or reads one back into files, is handed it.
 */
export class PictureUrls {
  readonly #base: string;

  constructor(baseUrl: string | undefined) {
    this.#base = baseUrl ?? MEDIA_URL_PREFIX;
  }

  /** The API's picture of a stored image, or null: URLs under /media/ or MEDIA_BASE_URL. */
  image(stored: StoredImage | null | undefined): Image | null {
    if (!stored) return null;
    return {
      f: this.#base + stored.file,
      thumbnail: this.#base + stored.thumb,
      width: stored.width,
      height: stored.height,
      name: stored.name,
    };
  }

  /** The stored image behind a picture the API showed: the same files, its URLs' paths under the media root. */
  stored(image: Image): StoredImage {
    const base = this.#base;
    const file = (url: string) => (url.startsWith(base) ? url.slice(base.length) : url);
    return { file: file(image.f), thumb: file(image.thumbnail), width: image.width, height: image.height, name: image.name };
  }
}
