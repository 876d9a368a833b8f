import type { Payment } from '@shop/contract/orders';
import { describe, expect, it } from 'vitest';
import { payabilityOf } from './payability.ts';

const transfer = (approved: boolean, refusal_reason: string | null = null): Payment => ({
  id: 1,
  amount: 3_890_000,
  transaction_id: '73829104',
  payment_method_data: { name: 'کارت به کارت', kind: 'card_to_card' },
  card_pan: '****4821',
  notes: '',
  approved,
  is_refund: false,
  refusal_reason,
  settled_at: approved ? '2026-10-27T07:00:00.000Z' : null,
  created_at: '2026-10-27T07:00:00.000Z',
  updated_at: '2026-10-27T07:00:00.000Z',
});

describe('payabilityOf', () => {
  it('offers to pay a new unpaid order, and nothing else', () => {
    expect(payabilityOf({ is_paid: false, status: 'new', payments: [] })).toBe('payable');
    expect(payabilityOf({ is_paid: true, status: 'new', payments: [transfer(true)] })).toBe('paid');
    for (const status of ['processing', 'completed', 'cancelled', 'failed', 'created', 'refunded'] as const) {
      expect(payabilityOf({ is_paid: false, status, payments: [] })).toBe('closed');
    }
  });

  it('waits for the store to approve a card transfer rather than take a second payment', () => {
    expect(payabilityOf({ is_paid: false, status: 'new', payments: [transfer(false)] })).toBe('awaiting-approval');
  });

  it('offers to pay again once the store refused the transfer', () => {
    const refused = transfer(false, 'مبلغی به حساب فروشگاه واریز نشده است');
    expect(payabilityOf({ is_paid: false, status: 'new', payments: [refused] })).toBe('payable');
  });
});
