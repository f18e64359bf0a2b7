// What the money-invariant property test's sequences are made of (tests/server/money-actions.ts
// runs them): the actions on one student and how fast-check draws them. What an action works on
// (an entry, a claim, a captured payment) is an index taken modulo what exists when it runs.
import fc from 'fast-check';

/** An amount: a fixed part of an installment (40,000 each), or all that remains on it. */
export type Amount = { part: number } | 'rest';
export type Delivery =
  | 'return'
  | 'captured'
  | 'order-paid'
  | 'repeated'
  | 'out-of-order'
  | 'all-at-once'
  | 'declined-first'
  | 'lost';

export type MoneyAction =
  | { kind: 'pay-online'; installment: number; amount: Amount; delivery: Delivery }
  | { kind: 'redeliver'; pick: number; how: 'payment.captured' | 'order.paid' | 'return' }
  | { kind: 'reconcile' }
  | { kind: 'upi-claim'; installment: number; amount: Amount; then: 'confirm' | 'reject' | 'wait' }
  | { kind: 'decide-claim'; pick: number; decision: 'confirm' | 'reject' }
  | { kind: 'office-payment'; installment: number; amount: Amount; mode: 'Cash' | 'Online' }
  | { kind: 'cancel'; pick: number }
  | { kind: 'refund'; pick: number; amount: 'part' | 'rest' | 'double-click' }
  | { kind: 'backup'; during: 'quiet' | 'payments' }
  | { kind: 'restore' }
  | { kind: 'restart'; midWay: boolean; installment: number };

const installment = fc.constantFrom(0, 0, 1, 2);
const amount: fc.Arbitrary<Amount> = fc.oneof(
  fc.constant<Amount>('rest'),
  fc.constantFrom(5000, 12345.67, 20000).map((part): Amount => ({ part })),
);
const pick = fc.nat(20);

/** One action, the commoner kinds more often (a restart, the slowest, least). */
export function moneyAction(): fc.Arbitrary<MoneyAction> {
  const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
  return fc.oneof(
    weighted(
      5,
      fc.record({
        kind: fc.constant('pay-online' as const),
        installment,
        amount,
        delivery: fc.constantFrom<Delivery>(
          'return',
          'captured',
          'order-paid',
          'repeated',
          'out-of-order',
          'all-at-once',
          'declined-first',
          'lost',
        ),
      }),
    ),
    weighted(
      2,
      fc.record({
        kind: fc.constant('redeliver' as const),
        pick,
        how: fc.constantFrom('payment.captured' as const, 'order.paid' as const, 'return' as const),
      }),
    ),
    weighted(1, fc.constant({ kind: 'reconcile' as const })),
    weighted(
      3,
      fc.record({
        kind: fc.constant('upi-claim' as const),
        installment,
        amount,
        then: fc.constantFrom('confirm' as const, 'reject' as const, 'wait' as const),
      }),
    ),
    weighted(
      2,
      fc.record({
        kind: fc.constant('decide-claim' as const),
        pick,
        decision: fc.constantFrom('confirm' as const, 'reject' as const),
      }),
    ),
    weighted(
      3,
      fc.record({
        kind: fc.constant('office-payment' as const),
        installment,
        amount,
        mode: fc.constantFrom('Cash' as const, 'Online' as const),
      }),
    ),
    weighted(2, fc.record({ kind: fc.constant('cancel' as const), pick })),
    weighted(
      5,
      fc.record({
        kind: fc.constant('refund' as const),
        pick,
        amount: fc.constantFrom('part' as const, 'rest' as const, 'double-click' as const),
      }),
    ),
    weighted(
      2,
      fc.record({
        kind: fc.constant('backup' as const),
        during: fc.constantFrom('quiet' as const, 'payments' as const),
      }),
    ),
    weighted(2, fc.constant({ kind: 'restore' as const })),
    weighted(
      1,
      fc.record({ kind: fc.constant('restart' as const), midWay: fc.boolean(), installment }),
    ),
  );
}
