// Online payments through Razorpay: the RAZORPAY_* settings' rules, spread into config.ts's
// settings in their place, and how the three keys (all or none) become the provider's config.
// Kept beside the provider that uses them; readConfig still reads and reports every setting
// at once.
import type { z } from 'zod';
import { allOrNone, httpUrl, ok, setting } from '../config-rules';
import type { Outcome } from '../config-rules';

export type RazorpayConfig = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API; its own unless set (tests and the journeys point it at a local fake). */
  baseUrl: string | undefined;
  /** The portal's address as the payer's browser reaches it: where the provider sends them back. */
  publicUrl: string;
};

const RAZORPAY_KEYS = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

/** Secrets: never echoed; whether the three are set together is checked by razorpayOf. */
export const razorpaySettings = {
  RAZORPAY_KEY_ID: setting((value) => ok(value)),
  RAZORPAY_KEY_SECRET: setting((value) => ok(value)),
  RAZORPAY_WEBHOOK_SECRET: setting((value) => ok(value)),
  RAZORPAY_BASE_URL: httpUrl('RAZORPAY_BASE_URL'),
};

type RazorpaySettings = z.output<z.ZodObject<typeof razorpaySettings>>;

/** Razorpay's settings: all three keys or none. */
export function razorpayOf(
  s: RazorpaySettings,
  publicUrl: string,
): Outcome<RazorpayConfig | undefined> {
  const set = allOrNone('Razorpay', RAZORPAY_KEYS, s, 'no online payment');
  if ('problem' in set) return set;
  if (!set.value) return ok(undefined);
  return ok({
    keyId: s.RAZORPAY_KEY_ID!,
    keySecret: s.RAZORPAY_KEY_SECRET!,
    webhookSecret: s.RAZORPAY_WEBHOOK_SECRET!,
    baseUrl: s.RAZORPAY_BASE_URL,
    publicUrl,
  });
}
