import { beforeAll, expect, it } from 'vitest';
import { compact, decodeFirstPage, describeWithPoppler, pdfText } from '../../../test/poppler.ts';
import { sampleOrder } from '../../../test/sample-order.ts';
import { renderShippingLabels } from './shipping-label-pdf.ts';

describeWithPoppler('the shipping label PDF', () => {
  const order = sampleOrder();
  let pdf: Buffer;
  let text: string;

  beforeAll(async () => {
    pdf = await renderShippingLabels([{ order, buyerNationalCode: null }]);
    text = await pdfText(pdf);
  });

  it('names the receiver with the full address, postal code and mobile, in Persian order and digits', () => {
    expect(compact(text)).toContain(compact('گیرنده'));
    expect(compact(text)).toContain(compact('مریم حسینی‌نژاد'));
    expect(compact(text)).toContain(
      compact('استان تهران، شهر تهران، خیابان ولیعصر، بالاتر از میدان ونک، کوچه ۱۲، پلاک ۷، واحد ۳'),
    );
    expect(text).toContain('۱۴۱۵۶۴۳۳۱۱');
    expect(text).toContain('۰۹۱۲۱۲۳۴۵۶۷');
  });

  it('names the sender, the order and how it travels', () => {
    expect(compact(text)).toContain(compact('فرستنده'));
    expect(compact(text)).toContain(compact('فروشگاه تجهیزات پزشکی سلامت'));
    expect(text).toContain('۰۲۱-۸۸۷۷۶۶۵۵');
    expect(compact(text)).toContain(compact('سفارش ۱۰۴۲'));
    expect(compact(text)).toContain(compact('پست پیشتاز'));
    expect(text).not.toMatch(/[0-9]/);
  });

  it('carries a Code 128 barcode that scans as the order id', async () => {
    expect(await decodeFirstPage(pdf, 'code128')).toBe(String(order.id));
  });

  it('fits a very long address on its one page and tells the courier what to collect on delivery', async () => {
    const long = sampleOrder({
      is_paid: false,
      amount_paid: 0,
      amount_outstanding: 12_345_678,
      payment_method_data: { name: 'پرداخت در محل', kind: 'cash_on_delivery' },
      address: `${order.address}، ${'ساختمان پزشکان Medical Tower، طبقه ۴، '.repeat(6)}زنگ دوم`,
    });
    const longText = await pdfText(await renderShippingLabels([{ order: long, buyerNationalCode: null }]));
    expect(longText.match(/\f/g)).toHaveLength(1);
    expect(compact(longText)).toContain(compact('دریافت در محل ۱۲٬۳۴۵٬۶۷۸ تومان'));
    expect(compact(longText)).toContain(compact('زنگ دوم'));
  });
});
