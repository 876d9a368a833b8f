import { describe, expect, it } from 'vitest';
import { tomanInWords } from './amount-in-words.ts';

describe('tomanInWords', () => {
  it.each([
    [900, 'نهصد تومان'],
    [1_900_000, 'یک میلیون و نهصد هزار تومان'],
    [3_890_000, 'سه میلیون و هشتصد و نود هزار تومان'],
    [12_345_678, 'دوازده میلیون و سیصد و چهل و پنج هزار و ششصد و هفتاد و هشت تومان'],
    [474_700, 'چهارصد و هفتاد و چهار هزار و هفتصد تومان'],
    [9_100, 'نه هزار و صد تومان'],
    [0, 'صفر تومان'],
  ])('writes %i as «%s»', (amount, words) => {
    expect(tomanInWords(amount)).toBe(words);
  });
});
