/**
 * Order documents benchmark: how long the API takes to draw an invoice (A4) and a shipping label (A6), in this
 * process, one after another. Each order differs in id, buyer and address, so the customer's words are shaped anew
 * as they would be; the first document of the process also reads and parses the font. Prints a table of wall-clock
 * times and of the CPU time per document, which other work on the machine disturbs less.
 *
 *   npm run bench:documents
 */
import { toPersianDigits } from '@shop/contract/persian';
import { renderInvoices } from '../apps/api/src/modules/orders/documents/invoice-pdf.ts';
import type { OrderDocumentInput } from '../apps/api/src/modules/orders/documents/order-document.ts';
import { renderShippingLabels } from '../apps/api/src/modules/orders/documents/shipping-label-pdf.ts';
import { sampleOrder } from '../apps/api/src/test/sample-order.ts';

const WARM_UP = 20;
const RUNS = 200;
const first = ['مریم', 'علی', 'زهرا', 'حسین', 'فاطمه', 'رضا', 'سارا'];
const last = ['حسینی‌نژاد', 'محمدی', 'کریمی', 'رضایی', 'جعفری', 'موسوی'];

function input(index: number): OrderDocumentInput {
  const buyer = `${first[index % first.length]} ${last[index % last.length]}`;
  const order = sampleOrder({
    id: 1000 + index,
    full_name: buyer,
    address: `خیابان ولیعصر، کوچه ${toPersianDigits(index % 97)}، پلاک ${index}، واحد ${toPersianDigits((index % 9) + 1)}`,
    postal_code: String(1_400_000_000 + index * 7919),
  });
  return { order, buyerNationalCode: String(10_000_000 + index).padStart(10, '0') };
}

async function time(render: (inputs: OrderDocumentInput[]) => Promise<Buffer>, from: number, count: number) {
  const times: number[] = [];
  let bytes = 0;
  const cpu = process.cpuUsage();
  for (let index = from; index < from + count; index += 1) {
    const start = performance.now();
    bytes = (await render([input(index)])).length;
    times.push(performance.now() - start);
  }
  const { user, system } = process.cpuUsage(cpu);
  return { times, bytes, cpu: (user + system) / 1000 / count };
}

const rows = [];
for (const [name, render] of [
  ['invoice (A4, 4 items)', renderInvoices],
  ['shipping label (A6)', renderShippingLabels],
] as const) {
  const cold = await time(render, 0, 1);
  await time(render, 1, WARM_UP);
  const { times, bytes, cpu } = await time(render, 1 + WARM_UP, RUNS);
  times.sort((a, b) => a - b);
  const at = (share: number) => (times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0).toFixed(1);
  rows.push({
    document: name,
    'first (ms)': (cold.times[0] ?? 0).toFixed(0),
    'p50 (ms)': at(0.5),
    'p95 (ms)': at(0.95),
    'CPU (ms)': cpu.toFixed(1),
    'size (KB)': (bytes / 1024).toFixed(1),
  });
}
console.table(rows);
