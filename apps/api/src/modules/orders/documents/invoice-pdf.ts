import { formatDelivery } from '@shop/contract/checkout';
import {
  type Order,
  type OrderItem,
  orderStatusLabel,
  type Payment,
  paymentState,
  paymentStateLabel,
  paymentStatusLabel,
} from '@shop/contract/orders';
import { formatJalaliDate, formatNumber, formatToman, toPersianDigits } from '@shop/contract/persian';
import { tomanInWords } from './amount-in-words.ts';
import { persianText } from './bidi-text.ts';
import { drawQrCode } from './codes.ts';
import { digits, INK, jalaliDateTime, MUTED, type OrderDocumentInput, RULE, renderEach, SHADE } from './order-document.ts';
import { type Align, LEADING, type PdfText, type TextStyle } from './pdf-text.ts';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 34;
const LEFT = MARGIN;
const RIGHT = PAGE.width - MARGIN;
const WIDTH = RIGHT - LEFT;
/** Content stops here; the page's footer line sits below. */
const BOTTOM = PAGE.height - 52;
const PAD_X = 6;
const PAD_Y = 4;
const GAP = 12;

const body: TextStyle = { size: 9, color: INK };
const strong: TextStyle = { size: 9, weight: 'bold', color: INK };
const muted: TextStyle = { size: 8, color: MUTED };
const heading: TextStyle = { size: 9.5, weight: 'bold', color: INK };
const small: TextStyle = { size: 8.5, weight: 'bold', color: INK };

/** Text in a cell or box: paragraphs one under the other, each in its own style. */
interface Paragraph {
  text: string;
  style: TextStyle;
}

/** A table's column, listed from the right: the first is the rightmost. */
interface Column {
  title: string;
  width: number;
  align: Align;
}

interface TableRow {
  cells: { column: Column; paragraphs: (Paragraph & { lines: string[] })[]; height: number }[];
  height: number;
}

interface Field {
  label: string;
  value: string;
  /** How many of a fields box's three columns it spans. */
  span: 1 | 2 | 3;
}

const ITEM_COLUMNS: Column[] = [
  { title: 'ردیف', width: 30, align: 'center' },
  { title: 'شرح کالا', width: WIDTH - 30 - 36 - 82 - 72 - 92, align: 'right' },
  { title: 'تعداد', width: 36, align: 'center' },
  { title: 'مبلغ واحد (تومان)', width: 82, align: 'center' },
  { title: 'تخفیف (تومان)', width: 72, align: 'center' },
  { title: 'مبلغ کل (تومان)', width: 92, align: 'center' },
];
/** The totals sit under the items table, their amounts under its «مبلغ کل» column. */
const TOTALS_COLUMNS: Column[] = [
  { title: '', width: 118, align: 'right' },
  { title: '', width: 92, align: 'center' },
];
const TOTALS_WIDTH = 118 + 92;

const PAYMENT_COLUMNS: Column[] = [
  { title: 'ردیف', width: 30, align: 'center' },
  { title: 'روش پرداخت', width: WIDTH - 30 - 92 - 120 - 80 - 100, align: 'right' },
  { title: 'مبلغ (تومان)', width: 92, align: 'center' },
  { title: 'شماره پیگیری', width: 120, align: 'center' },
  { title: 'وضعیت', width: 80, align: 'center' },
  { title: 'تاریخ', width: 100, align: 'center' },
];

/** The orders' sales invoices («فاکتور فروش»), A4, as an Iranian shop issues them, each from a new page. */
export function renderInvoices(inputs: readonly OrderDocumentInput[]): Promise<Buffer> {
  return renderEach('A4', 'فاکتور فروش', inputs, drawInvoice);
}

function drawInvoice(doc: PDFKit.PDFDocument, text: PdfText, { order, buyerNationalCode }: OrderDocumentInput): void {
  const seller = order.seller_data;
  const invoice = new InvoiceWriter(doc, text);

  invoice.header(order);
  invoice.fields('مشخصات فروشنده', [
    { label: 'نام فروشنده', value: persianText(seller.name), span: 1 },
    { label: 'کد اقتصادی', value: digits(seller.economic_code), span: 1 },
    { label: 'شناسه ملی', value: digits(seller.national_id), span: 1 },
    { label: 'نشانی', value: persianText(seller.address), span: 2 },
    { label: 'تلفن', value: digits(seller.tel), span: 1 },
  ]);
  invoice.fields('مشخصات خریدار', [
    { label: 'نام', value: persianText(order.full_name), span: 1 },
    { label: 'تلفن همراه', value: digits(order.mobile_number), span: 1 },
    { label: 'کد ملی', value: buyerNationalCode ? digits(buyerNationalCode) : '', span: 1 },
    { label: 'کد پستی', value: digits(order.postal_code), span: 1 },
    { label: 'استان', value: persianText(order.state_data.name), span: 1 },
    { label: 'شهر', value: persianText(order.city_data.name), span: 1 },
    { label: 'نشانی', value: persianText(order.address), span: 3 },
  ]);
  invoice.title('مشخصات کالاها');
  invoice.table(ITEM_COLUMNS, order.items.map(itemRow), { x: LEFT, width: WIDTH });
  invoice.summary(order);
  if (order.payments.length > 0) {
    invoice.title('پرداخت‌ها');
    invoice.table(PAYMENT_COLUMNS, order.payments.map(paymentRow), { x: LEFT, width: WIDTH });
  }
  invoice.closing(order);
  invoice.footers(`فاکتور فروش شماره ${toPersianDigits(order.id)}`);
}

function itemRow(item: OrderItem, index: number): Paragraph[][] {
  const description: Paragraph[] = [{ text: persianText(item.product_data.name), style: body }];
  if (item.product_data.variation_label) {
    description.push({ text: persianText(item.product_data.variation_label), style: muted });
  }
  if (item.notes.trim()) description.push({ text: `یادداشت: ${persianText(item.notes)}`, style: muted });
  return [
    [{ text: toPersianDigits(index + 1), style: body }],
    description,
    [{ text: formatNumber(item.quantity), style: body }],
    [{ text: formatNumber(item.unit_price), style: body }],
    [{ text: formatNumber(item.discount_value), style: body }],
    [{ text: formatNumber(item.total), style: strong }],
  ];
}

function paymentRow(payment: Payment, index: number): Paragraph[][] {
  const state = paymentState(payment);
  return [
    [{ text: toPersianDigits(index + 1), style: body }],
    [{ text: persianText(payment.payment_method_data.name), style: body }],
    [{ text: formatNumber(payment.amount), style: body }],
    [{ text: payment.transaction_id ? persianText(payment.transaction_id) : '—', style: body }],
    [{ text: paymentStateLabel[state], style: state === 'awaiting' ? strong : body }],
    [{ text: formatJalaliDate(payment.created_at), style: body }],
  ];
}

/** Draws the invoice top to bottom, starting a new page when the next piece would not fit. */
class InvoiceWriter {
  private y = MARGIN;
  /** This invoice's first page in a batch of them: its footers count its own pages. */
  private readonly firstPage: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly text: PdfText,
  ) {
    const { start, count } = doc.bufferedPageRange();
    this.firstPage = start + count - 1;
  }

  header(order: Order): void {
    const top = this.y;
    const name = { size: 14, weight: 'bold', color: INK } as const;
    const nameBottom = this.text.paragraph(
      persianText(order.seller_data.name),
      { x: RIGHT - 200, y: top + 16, width: 200 },
      name,
    );
    this.text.line('فاکتور فروش', { x: LEFT, y: top + 18, width: WIDTH, align: 'center' }, { size: 17, weight: 'bold' });
    const facts: [string, string][] = [
      ['شماره فاکتور', digits(order.id)],
      ['تاریخ', jalaliDateTime(order.created_at)],
      ['وضعیت سفارش', orderStatusLabel[order.status]],
    ];
    facts.forEach(([label, value], index) => {
      const baseline = top + 10 + index * body.size * LEADING;
      this.text.line(label, { x: LEFT + 120, y: baseline, width: 62 }, muted);
      this.text.line(value, { x: LEFT, y: baseline, width: 118 }, body);
    });
    this.y = Math.max(top + 10 + facts.length * body.size * LEADING, nameBottom - name.size * (LEADING - 1)) + 4;
    this.doc.moveTo(LEFT, this.y).lineTo(RIGHT, this.y).lineWidth(1).stroke(INK);
    this.y += GAP;
  }

  /** A titled box of label–value pairs in three columns; a pair without a value is left out. */
  fields(title: string, all: Field[]): void {
    const columnWidth = WIDTH / 3;
    const rows: Field[][] = [];
    let used = 3;
    for (const field of all.filter(({ value }) => value.trim() !== '')) {
      if (used + field.span > 3) {
        rows.push([]);
        used = 0;
      }
      rows.at(-1)?.push(field);
      used += field.span;
    }
    const laidOut = rows.map((row) => {
      let right = RIGHT;
      const cells = row.map((field) => {
        const width = columnWidth * field.span;
        const label = `${field.label}:`;
        const labelWidth = this.text.width(label, muted);
        const valueWidth = width - 2 * PAD_X - labelWidth - 4;
        const cell = { label, right, labelWidth, valueWidth, lines: this.text.lines(field.value, body, valueWidth) };
        right -= width;
        return cell;
      });
      const height = Math.max(...cells.map(({ lines }) => lines.length)) * body.size * LEADING + PAD_Y;
      return { cells, height };
    });
    const titleHeight = 18;
    const boxHeight = titleHeight + laidOut.reduce((sum, { height }) => sum + height, 0) + PAD_Y;
    this.ensure(boxHeight + GAP);
    const top = this.y;
    this.doc.rect(LEFT, top, WIDTH, titleHeight).fill(SHADE);
    this.text.line(title, { x: LEFT + PAD_X, y: top + 12.5, width: WIDTH - 2 * PAD_X }, heading);
    this.doc.rect(LEFT, top, WIDTH, boxHeight).lineWidth(0.6).stroke(RULE);
    let y = top + titleHeight + PAD_Y;
    for (const { cells, height } of laidOut) {
      for (const cell of cells) {
        const baseline = y + body.size * 1.15;
        this.text.line(cell.label, { x: cell.right - PAD_X - cell.labelWidth, y: baseline, width: cell.labelWidth }, muted);
        const valueLeft = cell.right - PAD_X - cell.labelWidth - 4 - cell.valueWidth;
        cell.lines.forEach((line, index) => {
          this.text.line(line, { x: valueLeft, y: baseline + index * body.size * LEADING, width: cell.valueWidth }, body);
        });
      }
      y += height;
    }
    this.y = top + boxHeight + GAP;
  }

  title(title: string): void {
    this.ensure(40);
    this.text.line(title, { x: LEFT, y: this.y + 10, width: WIDTH }, heading);
    this.y += 16;
  }

  /**
   * A table with a shaded header row, columns from the right; a row that does not fit starts a new page, under the
   * header again.
   */
  table(columns: Column[], rows: Paragraph[][][], area: { x: number; width: number }, header = true): void {
    const titles = header
      ? this.layoutRow(
          columns,
          columns.map((column) => [{ text: column.title, style: small }]),
        )
      : null;
    const laidOut = rows.map((cells) => this.layoutRow(columns, cells));
    if (titles) {
      this.ensure(titles.height + (laidOut[0]?.height ?? 0));
      this.drawRow(titles, area, SHADE);
    }
    for (const row of laidOut) {
      if (this.ensure(row.height) && titles) this.drawRow(titles, area, SHADE);
      this.drawRow(row, area);
    }
  }

  /** The totals, the amount in words, the paid state and how the order travels. */
  summary(order: Order): void {
    const totals: [string, number][] = [
      ['جمع کالاها', order.items_subtotal],
      ['تخفیف', order.items_discount],
      ['هزینه ارسال', order.shipping_cost],
    ];
    const rows = totals.map(([label, amount]) => [[{ text: label, style: body }], [{ text: formatNumber(amount), style: body }]]);
    rows.push([
      [{ text: 'مبلغ قابل پرداخت', style: strong }],
      [{ text: formatNumber(order.total), style: { ...strong, size: 10 } }],
    ]);
    const notes = this.summaryNotes(order);
    const notesWidth = WIDTH - TOTALS_WIDTH - GAP;
    const notesLines = notes.map((paragraph) => ({
      ...paragraph,
      lines: this.text.lines(paragraph.text, paragraph.style, notesWidth - 2 * PAD_X),
    }));
    const notesHeight = notesLines.reduce((sum, { lines, style }) => sum + lines.length * style.size * LEADING, 0) + 2 * PAD_Y;
    this.ensure(Math.max(notesHeight, 4 * 20) + GAP);
    const top = this.y;
    this.table(TOTALS_COLUMNS, rows, { x: LEFT, width: TOTALS_WIDTH }, false);
    const totalsBottom = this.y;
    this.doc
      .rect(RIGHT - notesWidth, top, notesWidth, Math.max(notesHeight, totalsBottom - top))
      .lineWidth(0.6)
      .stroke(RULE);
    let y = top + PAD_Y;
    for (const { lines, style } of notesLines) {
      for (const line of lines) {
        this.text.line(line, { x: RIGHT - notesWidth + PAD_X, y: y + style.size * 1.15, width: notesWidth - 2 * PAD_X }, style);
        y += style.size * LEADING;
      }
    }
    this.y = Math.max(totalsBottom, top + notesHeight) + GAP;
  }

  /** The tracking QR code and the buyer's note to the store. */
  closing(order: Order): void {
    const size = 78;
    this.ensure(size + GAP);
    const top = this.y;
    drawQrCode(this.doc, order.web_client_url, { x: LEFT, y: top, width: size, height: size });
    const textWidth = WIDTH - size - GAP;
    let y = top + 14;
    this.text.line('پیگیری سفارش', { x: LEFT + size + GAP, y, width: textWidth, align: 'left' }, strong);
    y += body.size * LEADING;
    this.text.line(
      'این کد را با دوربین تلفن همراه بخوانید.',
      { x: LEFT + size + GAP, y, width: textWidth, align: 'left' },
      muted,
    );
    if (order.notes.trim()) {
      this.text.line('توضیحات خریدار', { x: LEFT, y: top + 14, width: WIDTH }, strong);
      this.text.paragraph(
        persianText(order.notes),
        { x: LEFT + WIDTH / 2, y: top + 14 + body.size * LEADING, width: WIDTH / 2 },
        body,
      );
    }
    this.y = top + size + GAP;
  }

  /** «فاکتور فروش شماره ۱۰۴۲ — صفحه ۱ از ۲» at the foot of every page. */
  footers(label: string): void {
    const { start, count: all } = this.doc.bufferedPageRange();
    const count = start + all - this.firstPage;
    for (let page = this.firstPage; page < this.firstPage + count; page += 1) {
      this.doc.switchToPage(page);
      this.doc
        .moveTo(LEFT, PAGE.height - 40)
        .lineTo(RIGHT, PAGE.height - 40)
        .lineWidth(0.4)
        .stroke(RULE);
      const footer = `${label} — صفحه ${toPersianDigits(page - this.firstPage + 1)} از ${toPersianDigits(count)}`;
      this.text.line(footer, { x: LEFT, y: PAGE.height - 26, width: WIDTH, align: 'center' }, muted);
    }
  }

  private summaryNotes(order: Order): Paragraph[] {
    const notes: Paragraph[] = [
      { text: 'مبلغ قابل پرداخت به حروف:', style: strong },
      { text: tomanInWords(order.total), style: body },
      {
        text: `وضعیت پرداخت: ${paymentStatusLabel[order.payment_status]}`,
        style: { ...strong, color: order.is_paid ? '#1b5e20' : '#b71c1c' },
      },
    ];
    const received = order.amount_paid + order.amount_refunded;
    if (order.payment_status !== 'paid' && received > 0) {
      const parts = [
        `پرداخت شده ${formatToman(received)}`,
        order.amount_refunded > 0 ? `عودت ${formatToman(order.amount_refunded)}` : '',
        order.amount_outstanding > 0 ? `مانده ${formatToman(order.amount_outstanding)}` : '',
      ];
      notes.push({ text: parts.filter(Boolean).join('، '), style: body });
    }
    if (order.payment_method_data) {
      notes.push({ text: `روش پرداخت: ${persianText(order.payment_method_data.name)}`, style: body });
    }
    notes.push({ text: persianText(formatDelivery(order.shipping_method_data.name, order)), style: body });
    if (order.shipment) {
      notes.push({ text: `کد رهگیری مرسوله: ${digits(order.shipment.tracking_code)}`, style: body });
    }
    return notes;
  }

  /** A table row's cells broken into lines, and its height. */
  private layoutRow(columns: Column[], cells: Paragraph[][]): TableRow {
    const laidOut = columns.map((column, index) => {
      const paragraphs = (cells[index] ?? []).map((paragraph) => ({
        ...paragraph,
        lines: this.text.lines(paragraph.text, paragraph.style, column.width - 2 * PAD_X),
      }));
      const height = paragraphs.reduce((sum, { lines, style }) => sum + lines.length * style.size * LEADING, 0);
      return { column, paragraphs, height };
    });
    return { cells: laidOut, height: Math.max(...laidOut.map(({ height }) => height)) + 2 * PAD_Y };
  }

  private drawRow(row: TableRow, area: { x: number; width: number }, fill?: string): void {
    const top = this.y;
    if (fill) this.doc.rect(area.x, top, area.width, row.height).fill(fill);
    this.doc.rect(area.x, top, area.width, row.height).lineWidth(0.6).stroke(RULE);
    let right = area.x + area.width;
    row.cells.forEach(({ column, paragraphs, height }, index) => {
      const left = right - column.width;
      if (index < row.cells.length - 1)
        this.doc
          .moveTo(left, top)
          .lineTo(left, top + row.height)
          .lineWidth(0.6)
          .stroke(RULE);
      // Centred vertically, so that a short cell sits level with a wrapped description.
      let y = top + (row.height - height) / 2;
      for (const { lines, style } of paragraphs) {
        for (const line of lines) {
          const box = { x: left + PAD_X, y: y + style.size * 1.15, width: column.width - 2 * PAD_X, align: column.align };
          this.text.line(line, box, style);
          y += style.size * LEADING;
        }
      }
      right = left;
    });
    this.y = top + row.height;
  }

  /** Starts a new page when `height` more would run past the bottom; answers whether it did. */
  private ensure(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = MARGIN;
    return true;
  }
}
