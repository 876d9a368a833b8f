import { formatPromise } from '@shop/contract/checkout';
import type { Order } from '@shop/contract/orders';
import { formatJalaliDate, formatNumber, formatToman } from '@shop/contract/persian';
import { persianText } from './bidi-text.ts';
import { drawCode128 } from './codes.ts';
import { digits, INK, MUTED, type OrderDocumentInput, provinceAndCity, RULE, renderEach, SHADE } from './order-document.ts';
import { LEADING, type PdfText, type TextStyle } from './pdf-text.ts';

const PAGE = { width: 297.64, height: 419.53 };
const MARGIN = 14;
const LEFT = MARGIN;
const RIGHT = PAGE.width - MARGIN;
const WIDTH = RIGHT - LEFT;
const PAD = 6;
const INNER = WIDTH - 2 * PAD;
const CONTACT_ROW = 20;

const caption: TextStyle = { size: 7.5, weight: 'bold', color: MUTED };
const small: TextStyle = { size: 7.5, color: INK };

/** The most height the lines' notes take on a label; past it their text is made smaller. */
const NOTES_MAX_HEIGHT = 64;

/**
 * The parcels' labels, A6, one a page: who sends it, who receives it, the order's id as a Code 128 barcode, what was
 * promised, and the customer's notes on its lines for whoever packs it.
 */
export function renderShippingLabels(inputs: readonly OrderDocumentInput[]): Promise<Buffer> {
  return renderEach('A6', 'برچسب ارسال', inputs, drawLabel);
}

function drawLabel(doc: PDFKit.PDFDocument, text: PdfText, { order }: OrderDocumentInput): void {
  const seller = order.seller_data;

  // The top band: the order and how it travels.
  let y = MARGIN + PAD;
  const title = `سفارش ${digits(order.id)}`;
  const titleStyle: TextStyle = { size: 15, weight: 'bold' };
  const titleWidth = text.width(title, titleStyle);
  text.line(title, { x: LEFT + PAD, y: y + 15, width: INNER }, titleStyle);
  const method = persianText(order.shipping_method_data.name);
  const methodWidth = INNER - titleWidth - PAD;
  text.paragraph(
    method,
    { x: LEFT + PAD, y: y + 14, width: methodWidth, align: 'left' },
    fitting(text, method, methodWidth, 16, { size: 10, weight: 'bold' }),
  );
  y += 22;
  const date = `تاریخ سفارش ${formatJalaliDate(order.created_at)}`;
  const dateWidth = text.width(date, small);
  text.line(date, { x: LEFT + PAD, y: y + 8, width: INNER }, small);
  const payment = paymentNote(order);
  const paymentWidth = INNER - dateWidth - PAD;
  text.paragraph(
    payment,
    { x: LEFT + PAD, y: y + 8, width: paymentWidth, align: 'left' },
    fitting(text, payment, paymentWidth, small.size * LEADING, { ...small, weight: 'bold' }),
  );
  y += 16;
  const promise = `تحویل: ${persianText(formatPromise(order))}`;
  const promiseStyle = fitting(text, promise, INNER, small.size * LEADING, { ...small, weight: 'bold' });
  text.paragraph(promise, { x: LEFT + PAD, y: y + 4, width: INNER }, promiseStyle);
  y += 10;
  rule(doc, y);

  // The barcode a courier scans, with the id it holds written under it. Nothing else stands on its rows (the label has
  // no frame): a mark before the start pattern throws some readers off, zxing-js among them.
  y += PAD;
  drawCode128(doc, String(order.id), { x: LEFT + PAD, y, width: INNER, height: 56 });
  y += 56;
  text.line(`شماره سفارش ${digits(order.id)}`, { x: LEFT, y: y + 11, width: WIDTH, align: 'center' }, small);
  y += 17;
  rule(doc, y);

  // The customer's notes on its lines, for whoever packs the parcel.
  const notes = order.items
    .filter((item) => item.notes.trim())
    .map((item) => `${persianText(item.product_data.name)} (${formatNumber(item.quantity)} عدد): ${persianText(item.notes)}`);
  if (notes.length) {
    y = section(doc, text, 'یادداشت اقلام', y);
    const paragraph = notes.join('؛ ');
    const notesStyle = fitting(text, paragraph, INNER, NOTES_MAX_HEIGHT, small);
    y = text.paragraph(paragraph, { x: LEFT + PAD, y: y + notesStyle.size * 1.15, width: INNER }, notesStyle);
    y += PAD - notesStyle.size * 1.15;
    rule(doc, y);
  }

  // The receiver, largest, since the courier reads it at the door; postal code and mobile at the section's foot.
  const senderTop = PAGE.height - MARGIN - 64;
  const contactTop = senderTop - 2 * CONTACT_ROW - PAD;
  y = section(doc, text, 'گیرنده', y);
  const name = persianText(order.full_name);
  const nameStyle = fitting(text, name, INNER, 24, { size: 15, weight: 'bold' });
  y = text.paragraph(name, { x: LEFT + PAD, y: y + 15, width: INNER }, nameStyle) - 15 + 8;
  const address = `${provinceAndCity(order)}، ${persianText(order.address)}`;
  const addressStyle = fitting(text, address, INNER, contactTop - y - PAD, { size: 12 });
  text.paragraph(address, { x: LEFT + PAD, y: y + addressStyle.size * 1.15, width: INNER }, addressStyle);
  contact(doc, text, 'کد پستی', digits(order.postal_code), contactTop);
  contact(doc, text, 'تلفن همراه', digits(order.mobile_number), contactTop + CONTACT_ROW);

  // The sender, small, at the foot.
  rule(doc, senderTop);
  y = section(doc, text, 'فرستنده', senderTop);
  text.line(persianText(seller.name), { x: LEFT + PAD, y: y + 9, width: INNER }, { ...small, size: 8.5, weight: 'bold' });
  y += 13;
  const sender = [persianText(seller.address), seller.tel ? `تلفن ${digits(seller.tel)}` : ''].filter(Boolean).join('، ');
  const senderStyle = fitting(text, sender, INNER, PAGE.height - MARGIN - y - PAD, small);
  text.paragraph(sender, { x: LEFT + PAD, y: y + senderStyle.size * 1.15, width: INNER }, senderStyle);
}

/** «پرداخت شده», or what the courier collects on a cash-on-delivery order. */
function paymentNote(order: Order): string {
  if (order.is_paid) return 'پرداخت شده';
  if (order.payment_method_data?.kind === 'cash_on_delivery') {
    return `دریافت در محل ${formatToman(order.amount_outstanding)}`;
  }
  return 'پرداخت نشده';
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.8).stroke(INK);
}

/** A shaded caption strip at the right edge of a section; answers the y below it. */
function section(doc: PDFKit.PDFDocument, text: PdfText, title: string, y: number): number {
  const width = text.width(title, caption) + 2 * PAD;
  doc.rect(RIGHT - width, y, width, 13).fill(SHADE);
  doc
    .moveTo(RIGHT - width, y + 13)
    .lineTo(RIGHT, y + 13)
    .lineWidth(0.4)
    .stroke(RULE);
  text.line(title, { x: RIGHT - width, y: y + 9.5, width, align: 'center' }, caption);
  return y + 14;
}

/** A shaded row of the receiver's postal code or mobile, its value large enough to read at arm's length. */
function contact(doc: PDFKit.PDFDocument, text: PdfText, label: string, value: string, top: number): void {
  const labelStyle: TextStyle = { size: 9, color: MUTED };
  const labelWidth = text.width(label, labelStyle);
  doc.rect(LEFT + PAD, top + 1, INNER, CONTACT_ROW - 2).fill(SHADE);
  text.line(label, { x: RIGHT - 2 * PAD - labelWidth, y: top + 14, width: labelWidth }, labelStyle);
  text.line(value, { x: LEFT + 2 * PAD, y: top + 14.5, width: INNER - labelWidth - 3 * PAD }, { size: 12.5, weight: 'bold' });
}

/**
 * `largest` made smaller, to 6 pt at the least, until `paragraph` takes no more than `height` in `width`: a long name,
 * address or shipping method still fits its place on the label.
 */
function fitting(text: PdfText, paragraph: string, width: number, height: number, largest: TextStyle): TextStyle {
  const style = { color: INK, ...largest };
  while (style.size > 6 && text.lines(paragraph, style, width).length * style.size * LEADING > height) style.size -= 0.5;
  return style;
}
