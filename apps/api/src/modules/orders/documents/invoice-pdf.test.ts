import { toPersianDigits } from '@shop/contract/persian';
import { beforeAll, expect, it } from 'vitest';
import { compact, decodeFirstPage, describeWithPoppler, pdfText, pdfWords } from '../../../test/poppler.ts';
import { sampleOrder } from '../../../test/sample-order.ts';
import { renderInvoices } from './invoice-pdf.ts';

describeWithPoppler('the invoice PDF', () => {
  const order = sampleOrder();
  let pdf: Buffer;
  let text: string;

  beforeAll(async () => {
    pdf = await renderInvoices([{ order, buyerNationalCode: '0012345678' }]);
    text = await pdfText(pdf);
  });

  it('is one A4 page that names itself a sales invoice', () => {
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(text).toContain('فاکتور فروش');
    expect(text.match(/\f/g)).toHaveLength(1);
  });

  it('reads the names, addresses and products in Persian order, Latin brand words kept whole', () => {
    for (const words of [
      'مریم حسینی‌نژاد',
      'فروشگاه تجهیزات پزشکی سلامت',
      'خیابان ولیعصر، بالاتر از میدان ونک، کوچه ۱۲، پلاک ۷، واحد ۳',
      'تهران، خیابان آزادی، پلاک ۲۴۵، کد پستی ۱۴۵۸۸۷۶۵۴۳',
      'فشارسنج Omron M3',
      'بازویی، سایز استاندارد',
      'پالس اکسیمتر انگشتی Beurer PO 30',
      'دستگاه تست قند خون Accu-Chek Guide',
      'مناسب برای استفاده روزانه',
    ]) {
      expect(compact(text)).toContain(compact(words));
    }
  });

  it('writes every number in Persian digits, phone numbers left to right', () => {
    for (const amount of ['۳٬۸۹۰٬۰۰۰', '۲٬۴۰۰٬۰۰۰', '۱٬۲۵۰٬۰۰۰', '۱۲٬۵۸۱٬۶۷۸', '۳۹۰٬۰۰۰', '۱۵۴٬۰۰۰', '۱۲٬۳۴۵٬۶۷۸']) {
      expect(text).toContain(amount);
    }
    for (const number of ['۰۹۱۲۱۲۳۴۵۶۷', '۱۴۱۵۶۴۳۳۱۱', '۰۰۱۲۳۴۵۶۷۸', '۰۲۱-۸۸۷۷۶۶۵۵', '۴۱۱۱۱۱۱۱۱۱۱۱', '۷۳۰۱۹۲۶۸۴۵']) {
      expect(text).toContain(number);
    }
    // Latin digits only inside the Latin product names.
    expect(text.replace(/Beurer PO 30|Omron M3/g, '')).not.toMatch(/[0-9]/);
  });

  it('writes the total out in words and dates the invoice in the Jalali calendar, Tehran time', () => {
    expect(compact(text)).toContain(compact('دوازده میلیون و سیصد و چهل و پنج هزار و ششصد و هفتاد و هشت تومان'));
    expect(compact(text)).toContain(compact('۲۹ آبان ۱۴۰۵'));
    expect(text).toContain('۱۴:۱۵');
  });

  it('says whether it is paid and lists the payments', () => {
    expect(text).toContain('پرداخت شده');
    expect(text).not.toContain('پرداخت نشده');
    expect(compact(text)).toContain(compact('درگاه پرداخت زرین‌پال'));
    expect(text).toContain('تأیید شده');
  });

  it('lays the items table out from the right: row number, then the product, then the amounts', async () => {
    const words = await pdfWords(pdf);
    const omron = words.find((word) => word.text === 'Omron');
    const onItsRow = words.filter((word) => omron && Math.abs(word.y - omron.y) < 12);
    const rowNumber = onItsRow.find((word) => word.text === '۱' && omron && word.x > omron.x);
    const lineTotal = onItsRow.filter((word) => word.text === '۳٬۸۹۰٬۰۰۰').sort((a, b) => a.x - b.x)[0];
    expect(omron && rowNumber && lineTotal).toBeTruthy();
    expect(lineTotal?.x).toBeLessThan(omron?.x ?? 0);
  });

  it('carries a QR code of the public tracking page', async () => {
    expect(await decodeFirstPage(pdf, 'qr')).toBe(order.web_client_url);
  });

  it('leaves out what is unknown and says when the order is unpaid', async () => {
    const unpaid = sampleOrder({
      is_paid: false,
      payment_status: 'unpaid',
      amount_paid: 0,
      amount_outstanding: order.total,
      payments: [],
      seller_data: { ...order.seller_data, economic_code: '', national_id: '' },
    });
    const unpaidText = await pdfText(await renderInvoices([{ order: unpaid, buyerNationalCode: null }]));
    expect(unpaidText).toContain('پرداخت نشده');
    for (const absent of ['کد ملی', 'کد اقتصادی', 'شناسه ملی', 'پرداخت‌ها']) expect(unpaidText).not.toContain(absent);
  });

  it('goes on to more pages when the items do not fit, each page numbered', async () => {
    const items = Array.from({ length: 10 }, () => order.items)
      .flat()
      .map((item, index) => ({ ...item, id: index + 1 }));
    const long = await pdfText(await renderInvoices([{ order: sampleOrder({ items }), buyerNationalCode: null }]));
    const pages = long.split('\f').filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(1);
    expect(compact(long)).toContain(compact(`صفحه ${toPersianDigits(pages.length)} از ${toPersianDigits(pages.length)}`));
    expect(compact(long)).toContain(compact('۴۰'));
    expect(compact(long)).toContain(compact('مبلغ قابل پرداخت به حروف'));
  });
});
