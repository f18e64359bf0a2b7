// The fake Razorpay as a process of its own, for the server-mode journeys (scripts/server-e2e.mjs):
// prints `FAKE_RAZORPAY_URL=<its address>` once listening, and runs until it is stopped.
// FAKE_RAZORPAY_WEBHOOK_URL names where its webhooks go (else the portal the payer returns to).
import { startFakeRazorpay } from './fake-razorpay';

const fake = await startFakeRazorpay({
  ...(process.env.FAKE_RAZORPAY_WEBHOOK_URL
    ? { webhookUrl: process.env.FAKE_RAZORPAY_WEBHOOK_URL }
    : {}),
  log: (line) => console.error(line),
});
console.log(`FAKE_RAZORPAY_URL=${fake.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void fake.stop().then(() => process.exit(0)));
}
