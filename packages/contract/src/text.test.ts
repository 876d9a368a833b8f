import { describe, expect, it } from 'vitest';
import { cleanCode, cleanName, cleanProse, hasControlCharacter, hasVisibleText } from './text.ts';

const ZWNJ = '\u200c';

describe('control characters', () => {
  it('finds NUL, the other C0 and C1 controls and DEL', () => {
    for (const bad of ['a\u0000b', '\u0001', '\u001b[31m', '\u007f', 'تهران\u0085', '\u009f']) {
      expect(hasControlCharacter(bad)).toBe(true);
    }
  });
  it('lets tabs, line breaks and Persian text with its joiners pass', () => {
    expect(hasControlCharacter('خیابان آزادی،\tپلاک ۱۲\r\nواحد ۳')).toBe(false);
    expect(hasControlCharacter(`می${ZWNJ}خواهم`)).toBe(false);
  });
});

describe('names', () => {
  it('keeps the non-joiner inside a word, once, and trims it at the ends', () => {
    expect(cleanName(`می${ZWNJ}خواهم`)).toBe(`می${ZWNJ}خواهم`);
    expect(cleanName(` ${ZWNJ}می${ZWNJ}${ZWNJ}خواهم${ZWNJ} `)).toBe(`می${ZWNJ}خواهم`);
    expect(cleanName(`علی ${ZWNJ}رضا`)).toBe('علی رضا');
  });
  it('drops bidi controls and zero-width characters, which no name holds', () => {
    expect(cleanName('ع\u202eلی')).toBe('علی');
    expect(cleanName('\u2067رضا\u2069\u200e')).toBe('رضا');
    expect(cleanName('\ufeffمر\u200bیم\u2060\u200d')).toBe('مریم');
  });
  it('folds Arabic letters to Persian, composes to NFC and keeps one space between words', () => {
    expect(cleanName('علي كريمي')).toBe('علی کریمی');
    expect(cleanName('Ame\u0301lie')).toBe('Am\u00e9lie');
    expect(cleanName('  سید \t\n محمد  ')).toBe('سید محمد');
  });
  it('leaves nothing of a name made only of invisible characters and marks', () => {
    for (const invisible of [ZWNJ.repeat(3), '\u202e', '\u064b\u0301', ` ${ZWNJ}\u0651 `, '\u3164', '\u115f\u200b']) {
      expect(cleanName(invisible), JSON.stringify(invisible)).toBe('');
      expect(hasVisibleText(invisible), JSON.stringify(invisible)).toBe(false);
    }
  });
});

describe('prose (addresses, messages, searches)', () => {
  it('keeps line breaks, tabs, joiners and emoji, and drops bidi controls', () => {
    const address = `تهران، خیابان آزادی\r\nکوچه\tپنجم، می${ZWNJ}خواهم`;
    expect(cleanProse(address)).toBe(address);
    expect(cleanProse('پلاک \u202e۲۱\u202c')).toBe('پلاک ۲۱');
    expect(cleanProse('👨\u200d👩\u200d👧 ❤\ufe0f')).toBe('👨\u200d👩\u200d👧 ❤\ufe0f');
  });
});

describe('codes and numbers', () => {
  it('drop every invisible character and the spaces around', () => {
    expect(cleanCode('\u202a۰۹۱۲۳۴۵۶۷۸۹\u202c')).toBe('۰۹۱۲۳۴۵۶۷۸۹');
    expect(cleanCode(` 04${ZWNJ}99\u200b370899\u200e `)).toBe('0499370899');
  });
});
