import { describe, expect, it } from 'vitest';
import { moneyOf } from './orders.ts';

const open = { total: 1_000_000, status: 'processing' } as const;
const paid = (amount: number, approved = true) => ({ amount, approved });

describe('moneyOf', () => {
  it('counts approved rows only: nothing received is unpaid, part of it partly paid, all of it paid', () => {
    expect(moneyOf(open, [paid(1_000_000, false)])).toEqual({
      amount_paid: 0,
      amount_refunded: 0,
      amount_outstanding: 1_000_000,
      is_paid: false,
      payment_status: 'unpaid',
    });
    expect(moneyOf(open, [paid(400_000)])).toMatchObject({
      amount_outstanding: 600_000,
      is_paid: false,
      payment_status: 'partly_paid',
    });
    expect(moneyOf(open, [paid(400_000), paid(600_000)])).toMatchObject({
      amount_paid: 1_000_000,
      amount_outstanding: 0,
      is_paid: true,
      payment_status: 'paid',
    });
  });

  it('keeps an order paid through a partial refund, owing nothing for it; a refund of everything is refunded and unpaid', () => {
    expect(moneyOf(open, [paid(1_000_000), paid(-150_000)])).toEqual({
      amount_paid: 850_000,
      amount_refunded: 150_000,
      amount_outstanding: 0,
      is_paid: true,
      payment_status: 'partly_refunded',
    });
    expect(moneyOf({ ...open, status: 'cancelled' }, [paid(1_000_000), paid(-1_000_000)])).toEqual({
      amount_paid: 0,
      amount_refunded: 1_000_000,
      amount_outstanding: 0,
      is_paid: false,
      payment_status: 'refunded',
    });
  });

  it('pays a zero total at once, and lets a closed order owe nothing', () => {
    expect(moneyOf({ total: 0, status: 'new' }, [])).toMatchObject({ is_paid: true, payment_status: 'paid' });
    expect(moneyOf({ ...open, status: 'failed' }, [])).toMatchObject({ amount_outstanding: 0, is_paid: false });
  });
});
