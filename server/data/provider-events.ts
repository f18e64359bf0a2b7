// The provider's webhook events on the server: stored raw under their unique event id before any
// work (a repeat is seen and ignored), then done: a captured payment recorded once, a failure
// shown on its order.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import * as t from '../db/schema';
import { providerPaymentOf, razorpayPaymentSchema } from '../payments/razorpay';
import type { DataContext } from './context';
import { failProviderOrder, recordProviderPayment } from './online-payments';

const webhookEventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: razorpayPaymentSchema }).optional(),
  }),
});

/**
 * Stores a verified webhook's raw body under the provider's event id, before any work: false when
 * the event was already here (a repeat: the provider retries, or two servers got it).
 */
export async function storeProviderEvent(
  { db, now }: DataContext,
  eventId: string,
  rawBody: string,
): Promise<boolean> {
  const inserted = await db
    .insert(t.paymentEvents)
    .values({ eventId, provider: 'razorpay', receivedAt: now().getTime(), body: rawBody })
    .onConflictDoNothing()
    .returning({ eventId: t.paymentEvents.eventId });
  return inserted.length > 0;
}

/**
 * Does a stored event's work: payment.captured and order.paid record the payment (either may come
 * first, and each twice: one payment), payment.failed fails the order. Marked processed when
 * done; an event whose work failed stays unprocessed, and reconciliation records its payment.
 */
export async function processProviderEvent(context: DataContext, eventId: string) {
  const [row] = await context.db
    .select({ body: t.paymentEvents.body, processedAt: t.paymentEvents.processedAt })
    .from(t.paymentEvents)
    .where(eq(t.paymentEvents.eventId, eventId));
  if (!row || row.processedAt !== null) return;
  const parsed = webhookEventSchema.safeParse(JSON.parse(row.body));
  const entity = parsed.data?.payload.payment?.entity;
  if (parsed.success && entity?.order_id) {
    const payment = providerPaymentOf(entity);
    const { event } = parsed.data;
    if ((event === 'payment.captured' || event === 'order.paid') && payment.status === 'captured') {
      await recordProviderPayment(context, {
        orderId: payment.orderId,
        paymentId: payment.id,
        amountPaise: payment.amountPaise,
      });
    } else if (event === 'payment.failed') {
      await failProviderOrder(context, payment.orderId, payment.errorDescription);
    }
  }
  await context.db
    .update(t.paymentEvents)
    .set({ processedAt: context.now().getTime() })
    .where(eq(t.paymentEvents.eventId, eventId));
}
