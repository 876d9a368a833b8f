/**
 * How a table keeps an image in a jsonb column: files under the media folder and the full image's size. It sits
 * beside the schema, not in the media module, because every module's tables and services name it, and tables may
 * import no module's service; it is no API shape (the contract's `Image` carries URLs).
 */
export interface StoredImage {
  file: string;
  thumb: string;
  width: number;
  height: number;
  name: string;
}
