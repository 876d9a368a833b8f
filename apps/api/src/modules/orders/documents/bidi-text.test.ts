import { describe, expect, it } from 'vitest';
import { ltr, persianText, visualRuns, words } from './bidi-text.ts';

describe('persianText', () => {
  it('isolates Latin phrases with their numbers and puts every other digit in Persian', () => {
    expect(persianText('فشارسنج Omron M3 ۲ عدد')).toBe(`فشارسنج ${ltr('Omron M3')} ۲ عدد`);
    expect(persianText('پالس اکسیمتر Beurer PO 30')).toBe(`پالس اکسیمتر ${ltr('Beurer PO 30')}`);
    expect(persianText('3M Littmann')).toBe(ltr('3M Littmann'));
    expect(persianText('کوچه 12، پلاک 7')).toBe('کوچه ۱۲، پلاک ۷');
  });

  it('keeps a number split by dashes or slashes left to right, as one', () => {
    expect(persianText('تلفن 021-88776655')).toBe(`تلفن ${ltr('۰۲۱-۸۸۷۷۶۶۵۵')}`);
    expect(persianText('واحد ۱۲/۳')).toBe(`واحد ${ltr('۱۲/۳')}`);
  });
});

describe('visualRuns', () => {
  it('orders a Persian line from the right, a Latin name and a number each left to right, brackets mirrored', () => {
    expect(visualRuns(persianText('فشارسنج Omron M3 (بازویی) ۲ عدد'))).toEqual([
      { direction: 'rtl', text: ' عدد' },
      { direction: 'ltr', text: '۲' },
      { direction: 'rtl', text: ' )بازویی( ' },
      { direction: 'ltr', text: 'Omron M3' },
      { direction: 'rtl', text: 'فشارسنج ' },
    ]);
  });

  it('keeps an amount with its separators in one left-to-right run', () => {
    expect(visualRuns('مبلغ کل: ۳٬۸۹۰٬۰۰۰ تومان')).toEqual([
      { direction: 'rtl', text: ' تومان' },
      { direction: 'ltr', text: '۳٬۸۹۰٬۰۰۰' },
      { direction: 'rtl', text: 'مبلغ کل: ' },
    ]);
  });
});

describe('words', () => {
  it('never breaks inside an isolate', () => {
    expect(words(persianText('فشارسنج Omron M3 بازویی'))).toEqual(['فشارسنج', ltr('Omron M3'), 'بازویی']);
  });
});
