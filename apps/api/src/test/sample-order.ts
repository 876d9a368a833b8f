import type { Order, OrderItem } from '@shop/contract/orders';

function item(id: number, name: string, variation: string | null, unitPrice: number, quantity: number, discount: number) {
  return {
    id,
    product: id,
    product_data: { name, variation_label: variation, featured_image: null },
    unit_price: unitPrice,
    quantity,
    discount_value: discount,
    total: unitPrice * quantity - discount,
    notes: '',
  } satisfies OrderItem;
}

/**
 * An order as the API answers it, for documents and the like: Persian names with Latin brand words, an address with
 * numbers in both digit forms, a long product name, and a paid total of 12,345,678 Toman.
 */
export function sampleOrder(overrides: Partial<Order> = {}): Order {
  const items = [
    item(1, 'فشارسنج Omron M3', 'بازویی، سایز استاندارد', 3_890_000, 1, 0),
    item(
      2,
      'دستگاه تست قند خون Accu-Chek Guide به همراه ۵۰ عدد نوار تست و لانست، مناسب برای استفاده روزانه در منزل و سفر',
      null,
      1_250_000,
      2,
      100_000,
    ),
    item(3, 'پالس اکسیمتر انگشتی Beurer PO 30', null, 5_800_000, 1, 290_000),
    { ...item(4, 'ماسک سه لایه پزشکی', 'بسته ۵۰ عددی، آبی', 195_839, 2, 0), notes: 'لطفا رنگ آبی روشن بفرستید' },
  ];
  const key = 'k7Qm2xV9pL4r';
  return {
    id: 1042,
    key,
    status: 'processing',
    created_at: '2026-11-20T10:45:00.000Z',
    full_name: 'مریم حسینی‌نژاد',
    first_name: 'مریم',
    last_name: 'حسینی‌نژاد',
    mobile_number: '09121234567',
    country_data: { id: 1, name: 'ایران' },
    state_data: { id: 8, name: 'تهران' },
    city_data: { id: 301, name: 'تهران' },
    postal_code: '1415643311',
    address: 'خیابان ولیعصر، بالاتر از میدان ونک، کوچه ۱۲، پلاک 7، واحد ۳',
    items,
    items_subtotal: 12_581_678,
    items_discount: 390_000,
    shipping_cost: 154_000,
    total: 12_345_678,
    amount_paid: 12_345_678,
    amount_refunded: 0,
    amount_outstanding: 0,
    is_paid: true,
    payment_status: 'paid',
    shipping_method_data: { name: 'پست پیشتاز' },
    payment_method_data: { name: 'درگاه پرداخت زرین‌پال', kind: 'gateway' },
    delivery_promise: 'estimate',
    delivery_date: null,
    delivery_window: null,
    delivery_estimate: { min_days: 3, max_days: 5, from: '2026-11-24', to: '2026-11-26' },
    shipment: null,
    payments: [
      {
        id: 71,
        amount: 12_345_678,
        transaction_id: '7301926845',
        payment_method_data: { name: 'درگاه پرداخت زرین‌پال', kind: 'gateway' },
        card_pan: '6037-99**-****-1234',
        notes: '',
        approved: true,
        is_refund: false,
        refusal_reason: null,
        settled_at: '2026-11-20T10:47:00.000Z',
        created_at: '2026-11-20T10:47:00.000Z',
        updated_at: '2026-11-20T10:47:00.000Z',
      },
    ],
    notes: '',
    order_notes: [],
    seller_data: {
      name: 'فروشگاه تجهیزات پزشکی سلامت',
      address: 'تهران، خیابان آزادی، پلاک ۲۴۵، کد پستی ۱۴۵۸۸۷۶۵۴۳',
      tel: '021-88776655',
      economic_code: '411111111111',
      national_id: '10101234567',
    },
    report_url: 'http://localhost:3000/api/users/me/orders/1042/invoice',
    shipping_label_url: 'http://localhost:3000/api/users/me/orders/1042/shipping_label',
    web_client_url: `http://localhost:3000/order_tracking?key=${key}`,
    ...overrides,
  };
}
