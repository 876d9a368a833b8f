import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkSeedFile, keyedList } from './seed-file.ts';

const Brands = keyedList(z.strictObject({ key: z.string(), name: z.string() }));

describe('the demo shop’s data files', () => {
  it('answers a file that fits its schema as written', () => {
    const brands = [{ key: 'omron', name: 'امرن' }];
    expect(checkSeedFile('brands.json', Brands, brands)).toEqual(brands);
  });

  it('stops on a bad edit, naming the file and every wrong field', () => {
    const edited = [
      { key: 'omron', name: 'امرن' },
      { key: 'omron', name: 7 },
      { key: 'beurer', name: 'بیورر', colour: 'آبی' },
    ];
    let message = '';
    try {
      checkSeedFile('brands.json', Brands, edited);
    } catch (error) {
      message = String(error);
    }
    expect(message).toMatch(/apps\/api\/src\/db\/seed\/demo\/brands\.json does not fit its schema/);
    expect(message).toMatch(/expected string, received number\s+→ at \[1\]\.name/);
    expect(message).toMatch(/Unrecognized key: "colour"\s+→ at \[2\]/);
    expect(() => checkSeedFile('brands.json', Brands, [edited[0], { key: 'omron', name: 'دیگر' }])).toThrow(
      /«omron» is used twice\s+→ at \[1\]\.key/,
    );
  });
});
