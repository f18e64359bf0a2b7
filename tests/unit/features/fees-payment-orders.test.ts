import { describe, expect, it } from 'vitest';
import { PAYMENT_ORDER_STATUSES } from '@/data';
import {
  paymentOrderStatusTones,
  reconcileSummaryText,
} from '@/features/fees/model/payment-orders';

describe('reconcileSummaryText', () => {
  it('says what one run found, in one sentence', () => {
    expect(reconcileSummaryText({ checked: 4, recorded: 1, needsReview: 1, expired: 2 })).toBe(
      'Checked 4 orders: 1 payment recorded, 1 needs review, 2 expired.',
    );
    expect(reconcileSummaryText({ checked: 5, recorded: 3, needsReview: 2, expired: 0 })).toBe(
      'Checked 5 orders: 3 payments recorded, 2 need review.',
    );
  });

  it('says when nothing was open or nothing changed', () => {
    expect(reconcileSummaryText({ checked: 0, recorded: 0, needsReview: 0, expired: 0 })).toBe(
      'Checked 0 orders: no order was open.',
    );
    expect(reconcileSummaryText({ checked: 1, recorded: 0, needsReview: 0, expired: 0 })).toBe(
      'Checked 1 order: all still waiting for payment.',
    );
  });
});

it('gives every payment order status a tone', () => {
  for (const status of PAYMENT_ORDER_STATUSES) {
    expect(paymentOrderStatusTones[status]).toBeDefined();
  }
  expect(paymentOrderStatusTones.Paid).toBe('success');
  expect(paymentOrderStatusTones.Failed).toBe('danger');
});
