/**
 * The one cleaning of text a customer sends, applied by the contract's schemas on both sides: what is stored is
 * what a person sees. Names, codes and prose differ only in which invisible characters they may keep.
 */
import { normalizePersianLetters } from './persian.ts';

/**
 * C0 and C1 control characters (NUL, escape, DEL and the like) other than tab, line feed and carriage return, which
 * multi-line fields such as addresses carry. No customer types one, and PostgreSQL refuses NUL in text.
 */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

/**
 * Characters nobody sees: format characters (zero-width space and joiners, bidi embeddings, overrides, isolates and
 * marks, BOM, word joiner) and Unicode's default-ignorable ones (soft hyphen, Hangul fillers, variation selectors).
 * A bidi override in a stored address would print its postal code reversed on a shipping label.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

const ZWNJ = '\u200c';

/** What prose keeps of them: ZWNJ and ZWJ (Persian words, emoji sequences), variation selectors, emoji tags. */
const KEPT_IN_PROSE = /^(?:\u200c|\u200d|[\ufe00-\ufe0f]|[\u{e0020}-\u{e007f}]|[\u{e0100}-\u{e01ef}])$/u;

/** Whitespace, joiners and marks with no letter before them carry nothing at the start; whitespace and joiners at the end. */
const LEADING_BLANK = /^(?:\s|\u200c|\u200d|\p{M})+/u;
const TRAILING_BLANK = /(?:\s|\u200c|\u200d)+$/u;

/**
 * The non-joiner belongs between two letters of a word («می‌خواهم»): runs become one, and one beside a space
 * (or at either end) goes.
 */
const tidyNonJoiners = (text: string) => text.replace(/\u200c{2,}/g, ZWNJ).replace(/\u200c*(\s+)\u200c*/g, '$1');

const trimBlank = (text: string) => text.replace(LEADING_BLANK, '').replace(TRAILING_BLANK, '');

/** A person's name: one line, letters in their Persian form, the non-joiner the only invisible character kept. */
export function cleanName(text: string): string {
  const visible = text.normalize('NFC').replace(INVISIBLE, (character) => (character === ZWNJ ? character : ''));
  return normalizePersianLetters(trimBlank(tidyNonJoiners(visible.replace(/\s+/g, ' '))));
}

/** An address, a message or a search: lines and tabs kept, and the joiners Persian words and emoji need. */
export function cleanProse(text: string): string {
  const visible = text.normalize('NFC').replace(INVISIBLE, (character) => (KEPT_IN_PROSE.test(character) ? character : ''));
  return normalizePersianLetters(trimBlank(tidyNonJoiners(visible)));
}

/** A number, code, date or email: no invisible character has a place in it, nor the spaces around it. */
export function cleanCode(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE, '').trim();
}

/** A letter, digit, punctuation mark or symbol: "required" means one of these, not a joiner, mark or space. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

export const hasVisibleText = (text: string): boolean => VISIBLE.test(text.replace(INVISIBLE, ''));
