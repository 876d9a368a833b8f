import { numberToWords } from '@persian-tools/persian-tools';

/**
 * persian-tools writes five of the hundreds apart («نه صد»); Persian writes them as one word (نهصد, like its own
 * سیصد and پانصد). Only these words are joined: «نه» and «صد» stay apart elsewhere («نه هزار و صد»).
 */
const HUNDREDS_APART = /(^| )(چهار|شش|هفت|هشت|نه) صد(?= |$)/g;

/** 3890000 → «سه میلیون و هشتصد و نود هزار تومان»: the amount as an invoice writes it out. */
export function tomanInWords(amount: number): string {
  const words = numberToWords(amount);
  if (words instanceof Error) throw words;
  return `${words.replace(HUNDREDS_APART, '$1$2صد')} تومان`;
}
