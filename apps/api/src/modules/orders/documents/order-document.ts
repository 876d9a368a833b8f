import type { Order } from '@shop/contract/orders';
import { formatJalaliDate, toPersianDigits } from '@shop/contract/persian';
import PDFDocument from 'pdfkit';
import { ltr, persianText } from './bidi-text.ts';
import { PdfText } from './pdf-text.ts';

export interface OrderDocumentInput {
  order: Order;
  /** the buyer's national code from their profile, when known */
  buyerNationalCode: string | null;
}

/** Colours that stay legible on a black-and-white office printer. */
export const INK = '#1a1a1a';
export const MUTED = '#555555';
export const RULE = '#8c8c8c';
export const SHADE = '#ebebeb';

/** A new document of the given paper size, titled in Persian for the viewer's title bar. */
export function newDocument(size: 'A4' | 'A6', title: string, author: string): PDFKit.PDFDocument {
  return new PDFDocument({
    size,
    margin: 0,
    // No standard font: every text is Vazirmatn, and pdfkit would parse Helvetica's metrics for each document.
    font: '',
    bufferPages: true,
    lang: 'fa-IR',
    displayTitle: true,
    info: { Title: title, Author: author, Creator: author },
  });
}

/** «فاکتور فروش سفارش ۱۲» for one order, «فاکتور فروش ۳۰ سفارش» for a batch: the viewer's title bar. */
export function documentTitle(noun: string, inputs: readonly OrderDocumentInput[]): string {
  const [first] = inputs;
  return inputs.length === 1 && first
    ? `${noun} سفارش ${toPersianDigits(first.order.id)}`
    : `${noun} ${toPersianDigits(inputs.length)} سفارش`;
}

/**
 * One PDF of the orders' documents one after another, each drawn by `draw` from a new page of `size`: a batch prints
 * as one file, a single order as the same drawing alone.
 */
export function renderEach(
  size: 'A4' | 'A6',
  noun: string,
  inputs: readonly OrderDocumentInput[],
  draw: (doc: PDFKit.PDFDocument, text: PdfText, input: OrderDocumentInput) => void,
): Promise<Buffer> {
  const doc = newDocument(size, documentTitle(noun, inputs), inputs[0]?.order.seller_data.name ?? '');
  const text = new PdfText(doc);
  inputs.forEach((input, index) => {
    if (index > 0) doc.addPage({ size, margin: 0 });
    draw(doc, text, input);
  });
  return pdfBytes(doc);
}

/** Ends the document and answers its bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

const tehranTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Tehran',
});

/** «۲۹ آبان ۱۴۰۵، ساعت ۱۴:۳۰» in Tehran time. */
export function jalaliDateTime(iso: string): string {
  return `${formatJalaliDate(iso)}، ساعت ${digits(tehranTime.format(new Date(iso)))}`;
}

/** «استان تهران، شهر تهران»: the province and city the order goes to. */
export function provinceAndCity(order: Order): string {
  return `استان ${persianText(order.state_data.name)}، شهر ${persianText(order.city_data.name)}`;
}

/** A phone number, postal code or id: Persian digits, kept left to right as one; nothing for an empty value. */
export function digits(value: string | number): string {
  const text = String(value).trim();
  return text ? ltr(toPersianDigits(text)) : '';
}
