/** Text placed in HTML or XML, as content or inside a quoted attribute, reads as text. */
export function escapeMarkup(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}
