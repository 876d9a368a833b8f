/**
 * The Idempotency-Key of one submission of a form: the same while the same values are sent again (the retry of a
 * submission whose answer was lost), a new one once the values change or the submission succeeded. The server then
 * saves a retried submission once.
 */
export class SubmissionKey {
  #sent: { values: string; key: string } | null = null;

  for(values: unknown): string {
    const json = JSON.stringify(values);
    if (this.#sent?.values !== json) this.#sent = { values: json, key: newKey() };
    return this.#sent.key;
  }

  /** The submission was answered: the next one, even with the same values, is another. */
  settle(): void {
    this.#sent = null;
  }
}

// crypto.randomUUID exists only on https pages and localhost; a shop opened by its LAN address must still save.
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
