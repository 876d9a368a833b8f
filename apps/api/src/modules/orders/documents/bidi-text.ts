import { toPersianDigits } from '@shop/contract/persian';
import bidiFactory from 'bidi-js';
import { LRUCache } from 'lru-cache';

export type Direction = 'ltr' | 'rtl';

/** A stretch of a line drawn in one direction: `text` in reading order, to be shaped as a whole. */
export interface Run {
  text: string;
  direction: Direction;
}

const bidi = bidiFactory();

const LRI = '\u2066';
const PDI = '\u2069';
/** Marks that steer the bidi algorithm and have no glyph of their own. */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text kept left to right inside a Persian line: a phone number, a reference, a Latin name. Isolated, or the bidi
 * algorithm lets a neighbouring number join it («Omron M3 ۲» would read «۲» before the name).
 */
export function ltr(text: string): string {
  return `${LRI}${text}${PDI}`;
}

/**
 * A Latin phrase, left as typed: it starts with a word holding a Latin letter («Omron», «3M») and goes on through
 * Latin words and numbers («Beurer PO 30»), stopping at Persian digits («Omron M3 ۲ عدد»).
 */
const LATIN_PHRASE = "[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*(?:[ .\\-/+&'_]+[A-Za-z0-9]+)*";
/** Digits split by «-», «/», «:» or «.»: a phone number, a unit «۱۲/۳», a time; they read left to right as one. */
const NUMBER_GROUP = '[0-9۰-۹]+(?:[-/:.][0-9۰-۹]+)+';
const SEGMENTS = new RegExp(`(${LATIN_PHRASE})|(${NUMBER_GROUP})|[0-9]`, 'g');

/**
 * Text a customer or the store typed (a name, an address, a product), ready for a Persian line: Latin phrases and
 * grouped numbers isolated left to right, every other digit in Persian.
 */
export function persianText(typed: string): string {
  return typed.replace(SEGMENTS, (match, latin: string | undefined, group: string | undefined) => {
    if (latin) return ltr(latin);
    if (group) return ltr(toPersianDigits(group));
    return toPersianDigits(match);
  });
}

/**
 * One line in a right-to-left paragraph, cut into runs in visual order (left to right on the page), with brackets
 * mirrored in right-to-left runs. Each run keeps reading order so that the font shapes its letters joined.
 */
export function visualRuns(line: string): Run[] {
  const cached = orderedLines.get(line);
  if (cached) return cached;
  const runs = order(line);
  orderedLines.set(line, runs);
  return runs;
}

// A line is measured before it is drawn, and labels and amounts come back in every document.
const orderedLines = new LRUCache<string, Run[]>({ max: 5000 });

function order(line: string): Run[] {
  const embedding = bidi.getEmbeddingLevels(line, 'rtl');
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const runs: { level: number; chars: string[] }[] = [];
  for (const index of bidi.getReorderedIndices(line, embedding)) {
    const char = line.charAt(index);
    if (char.replace(BIDI_CONTROLS, '') === '') continue;
    const level = embedding.levels[index] ?? 1;
    const shown = mirrored.get(index) ?? char;
    const last = runs.at(-1);
    if (last?.level === level) last.chars.push(shown);
    else runs.push({ level, chars: [shown] });
  }
  return runs.map(({ level, chars }) =>
    level % 2 === 1 ? { direction: 'rtl', text: chars.reverse().join('') } : { direction: 'ltr', text: chars.join('') },
  );
}

/**
 * What a glyph of a right-to-left run stands for to a reader that copies its text: PDF readers take glyphs in visual
 * order and reverse right-to-left stretches character by character, so a ligature's letters («لا») are listed in
 * reverse and a mirrored bracket as the one typed. Answers the same array when nothing changes.
 */
export function copiedAs(codePoints: number[]): number[] {
  const mirrored = codePoints.map((codePoint) => {
    const mirror = bidi.getMirroredCharacter(String.fromCodePoint(codePoint));
    return mirror ? (mirror.codePointAt(0) ?? codePoint) : codePoint;
  });
  const changed = codePoints.length > 1 || mirrored.some((codePoint, index) => codePoint !== codePoints[index]);
  return changed ? mirrored.reverse() : codePoints;
}

/** The words of a paragraph, split at spaces outside an isolate, so that «Omron M3» or a phone number stays whole. */
export function words(paragraph: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of paragraph) {
    if (char === LRI) depth += 1;
    if (char === PDI) depth = Math.max(0, depth - 1);
    if (/\s/.test(char) && depth === 0) {
      if (current) found.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (current) found.push(current);
  return found;
}
