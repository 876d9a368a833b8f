/** At about a kilobyte a card, some 20 MB: the pages a shop's visitors ask for most, not every product it has. */
const HELD_CARDS = 20_000;

/**
 * The product cards this process has read, as the bytes an answer sends (docs/decisions/0034), so that a page asks
 * the database only for the cards it has not read yet and writes the rest without turning text into bytes again. A
 * card is held beside the search index and dropped with every change the index takes in, so that it is never older
 * than the index's snapshot unless its product is among the changes since. When full, the card held longest goes.
 */
export class CardShelf {
  readonly #cards = new Map<number, Buffer>();
  /** Where the held cards' pictures are served from: cards for another place are read again. */
  #mediaBase = '';

  /** The held cards of `ids` in their order, undefined for those not held, for pictures served from `mediaBase`. */
  held(ids: readonly number[], mediaBase: string): (Buffer | undefined)[] {
    if (mediaBase !== this.#mediaBase) {
      this.#cards.clear();
      this.#mediaBase = mediaBase;
    }
    return ids.map((id) => this.#cards.get(id));
  }

  /**
   * A card read in the snapshot the index has just taken in, as bytes, kept when its pictures are served from where
   * the held ones' are.
   */
  hold(id: number, card: string, mediaBase: string): Buffer {
    // Outside Node's shared pool: a held card keeps no 8 KB slab of other bytes alive.
    const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(card));
    bytes.write(card);
    if (mediaBase !== this.#mediaBase) return bytes;
    this.#cards.delete(id);
    if (this.#cards.size >= HELD_CARDS) this.#cards.delete(this.#cards.keys().next().value as number);
    this.#cards.set(id, bytes);
    return bytes;
  }

  drop(id: number): void {
    this.#cards.delete(id);
  }
}
