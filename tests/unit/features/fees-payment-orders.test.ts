import { expect, it } from 'vitest';
import { PAYMENT_ORDER_STATUSES } from '@/data';
import { paymentOrderStatusTones } from '@/features/fees/model/payment-orders';

it('gives every payment order status a tone', () => {
  for (const status of PAYMENT_ORDER_STATUSES) {
    expect(paymentOrderStatusTones[status]).toBeDefined();
  }
  expect(paymentOrderStatusTones.Paid).toBe('success');
  expect(paymentOrderStatusTones.Failed).toBe('danger');
});
