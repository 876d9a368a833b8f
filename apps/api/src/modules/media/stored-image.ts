/** How an image is kept in the database: files under the media folder and the full image's size. */
export interface StoredImage {
  file: string;
  thumb: string;
  width: number;
  height: number;
  name: string;
}
