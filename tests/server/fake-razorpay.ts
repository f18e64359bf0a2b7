// A local fake of Razorpay for the tests and the server-mode journeys: an HTTP server on
// 127.0.0.1 with a test key and secrets, implementing what the portal calls (orders, an order's
// payments, refunds), the hosted checkout page (Pay or Fail, then back to the portal with the
// signed fields, as Razorpay's page does) and the signed webhooks. Test controls: the provider
// down (503 on every API call), webhooks dropped or sent twice, a different captured amount.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_KEY_ID = 'rzp_test_fakekey';
export const FAKE_KEY_SECRET = 'fake-key-secret-for-tests';
export const FAKE_WEBHOOK_SECRET = 'fake-webhook-secret-for-tests';
/** Where the portal listens for webhooks, under the origin the payer returns to. */
const PORTAL_WEBHOOK_PATH = '/api/payments/webhook/razorpay';

export type FakeControls = {
  /** Every API call answers 503, as when Razorpay is down. */
  down: boolean;
  /** Webhooks are not sent (lost on the way). */
  dropWebhooks: boolean;
  /** Each webhook is sent twice, with the same event id (Razorpay's retry). */
  duplicateWebhooks: boolean;
  /** A payment captures this many paise instead of the order's amount. */
  capturedAmountPaise: number | undefined;
};

type FakeOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
  created_at: number;
};

type FakePayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'captured' | 'failed';
  order_id: string;
  method: 'card';
  amount_refunded: number;
  error_description: string | null;
  created_at: number;
};

export type ReturnFields = Record<string, string>;

const hmac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('hex');
const randomId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;
const seconds = () => Math.floor(Date.now() / 1000);
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
const rupees = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(paise / 100)}`;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function page(response: ServerResponse, title: string, body: string) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`,
  );
}

function hiddenFields(fields: Record<string, string>) {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
}

/** The page that takes the payer back to the portal at once, as Razorpay's does. */
function postBack(response: ServerResponse, heading: string, action: string, fields: ReturnFields) {
  page(
    response,
    heading,
    `<h1>${escapeHtml(heading)}</h1><form method="post" action="${escapeHtml(action)}">${hiddenFields(fields)}<button type="submit">Return to the portal</button></form><script>document.forms[0].submit()</script>`,
  );
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

export async function startFakeRazorpay(
  options: { port?: number; webhookUrl?: string; log?: (line: string) => void } = {},
) {
  const controls: FakeControls = {
    down: false,
    dropWebhooks: false,
    duplicateWebhooks: false,
    capturedAmountPaise: undefined,
  };
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const refundsByKey = new Map<string, { amount: number }>();
  /** Every refund call that reached the fake (each POST, answered or not), for the tests to count. */
  const refundCalls: Array<{ paymentId: string; idempotencyKey: string | undefined }> = [];
  /** Webhooks sent (each attempt), for the tests to look at. */
  const sentWebhooks: Array<{ event: string; eventId: string; status: number }> = [];
  let webhookUrl = options.webhookUrl;

  async function sendWebhook(event: string, payload: Record<string, unknown>, portalUrl?: string) {
    const target = webhookUrl ?? (portalUrl && new URL(PORTAL_WEBHOOK_PATH, portalUrl).href);
    if (controls.dropWebhooks || !target) return;
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_fake',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: seconds(),
    });
    const eventId = randomId('evt');
    for (let time = 0; time < (controls.duplicateWebhooks ? 2 : 1); time += 1) {
      const answer = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmac(FAKE_WEBHOOK_SECRET, body),
          'x-razorpay-event-id': eventId,
        },
        body,
      }).catch(() => undefined);
      sentWebhooks.push({ event, eventId, status: answer?.status ?? 0 });
    }
  }

  /** The payer pays the order: a captured payment, its webhooks, the fields posted back. */
  async function pay(orderId: string, portalUrl?: string): Promise<ReturnFields> {
    const order = orders.get(orderId);
    if (!order) throw new Error(`No fake order ${orderId}`);
    const payment: FakePayment = {
      id: randomId('pay'),
      entity: 'payment',
      amount: controls.capturedAmountPaise ?? order.amount,
      currency: 'INR',
      status: 'captured',
      order_id: order.id,
      method: 'card',
      amount_refunded: 0,
      error_description: null,
      created_at: seconds(),
    };
    payments.set(payment.id, payment);
    order.status = 'paid';
    order.amount_paid = payment.amount;
    await sendWebhook('payment.captured', { payment: { entity: payment } }, portalUrl);
    await sendWebhook(
      'order.paid',
      { payment: { entity: payment }, order: { entity: order } },
      portalUrl,
    );
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: hmac(FAKE_KEY_SECRET, `${order.id}|${payment.id}`),
    };
  }

  /** The payer's payment fails (declined): its webhook, the error fields posted back. */
  async function fail(orderId: string, portalUrl?: string): Promise<ReturnFields> {
    const order = orders.get(orderId);
    if (!order) throw new Error(`No fake order ${orderId}`);
    const description = 'Your payment was declined by the bank (test).';
    const payment: FakePayment = {
      id: randomId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: 'INR',
      status: 'failed',
      order_id: order.id,
      method: 'card',
      amount_refunded: 0,
      error_description: description,
      created_at: seconds(),
    };
    payments.set(payment.id, payment);
    order.status = 'attempted';
    await sendWebhook('payment.failed', { payment: { entity: payment } }, portalUrl);
    return {
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': description,
      'error[source]': 'bank',
      'error[step]': 'payment_authorization',
      'error[reason]': 'payment_failed',
      'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: order.id }),
    };
  }

  function authorized(request: IncomingMessage) {
    const expected = `Basic ${Buffer.from(`${FAKE_KEY_ID}:${FAKE_KEY_SECRET}`).toString('base64')}`;
    return request.headers.authorization === expected;
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    if (controls.down) {
      return send(response, 503, {
        error: { code: 'SERVER_ERROR', description: 'The fake is down (test control).' },
      });
    }
    if (!authorized(request)) {
      return send(response, 401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
      });
    }
    if (request.method === 'POST' && path === '/v1/orders') {
      const body = JSON.parse(await bodyOf(request)) as {
        amount: number;
        currency: string;
        receipt: string;
        notes?: Record<string, string>;
      };
      if (!Number.isInteger(body.amount) || body.amount < 100) {
        return send(response, 400, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be at least INR 1.00' },
        });
      }
      const order: FakeOrder = {
        id: randomId('order'),
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        notes: body.notes ?? {},
        created_at: seconds(),
      };
      orders.set(order.id, order);
      return send(response, 200, order);
    }
    const ordersPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
    if (request.method === 'GET' && ordersPayments) {
      const orderId = decodeURIComponent(ordersPayments[1]!);
      if (!orders.has(orderId)) {
        return send(response, 400, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
        });
      }
      const items = [...payments.values()].filter((payment) => payment.order_id === orderId);
      return send(response, 200, { entity: 'collection', count: items.length, items });
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (request.method === 'POST' && refund) {
      const payment = payments.get(decodeURIComponent(refund[1]!));
      const body = JSON.parse((await bodyOf(request)) || '{}') as { amount?: number };
      const idempotency = request.headers['x-refund-idempotency'];
      refundCalls.push({
        paymentId: decodeURIComponent(refund[1]!),
        idempotencyKey: typeof idempotency === 'string' ? idempotency : undefined,
      });
      if (!payment || payment.status !== 'captured') {
        return send(response, 400, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'The payment cannot be refunded' },
        });
      }
      const amount = body.amount ?? payment.amount - payment.amount_refunded;
      // Razorpay's idempotent refunds: the same key and amount answer with the first refund.
      const key = request.headers['x-refund-idempotency'];
      const earlier = typeof key === 'string' ? refundsByKey.get(key) : undefined;
      if (earlier && earlier.amount === amount) return send(response, 200, earlier);
      if (amount <= 0 || payment.amount_refunded + amount > payment.amount) {
        return send(response, 400, {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'The refund amount exceeds the amount captured',
          },
        });
      }
      payment.amount_refunded += amount;
      const made = {
        id: randomId('rfnd'),
        entity: 'refund',
        amount,
        currency: 'INR',
        payment_id: payment.id,
        status: 'processed',
        created_at: seconds(),
      };
      if (typeof key === 'string') refundsByKey.set(key, made);
      return send(response, 200, made);
    }
    return send(response, 404, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found' },
    });
  }

  async function checkoutPage(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await bodyOf(request));
    const order = orders.get(form.get('order_id') ?? '');
    if (!order || form.get('key_id') !== FAKE_KEY_ID) {
      return page(response, 'Checkout error', '<h1>This payment link is not valid.</h1>');
    }
    const keep = hiddenFields({
      order_id: order.id,
      callback_url: form.get('callback_url') ?? '',
      cancel_url: form.get('cancel_url') ?? '',
    });
    const cancelUrl = form.get('cancel_url') ?? '';
    page(
      response,
      'Razorpay test checkout',
      `<h1>Razorpay test checkout</h1>
<p>${escapeHtml(form.get('name') ?? '')}: ${escapeHtml(form.get('description') ?? '')}</p>
<p>Amount: <strong>${rupees(order.amount)}</strong></p>
<form method="post" action="/__fake/pay">${keep}<button type="submit">Pay ${rupees(order.amount)}</button></form>
<form method="post" action="/__fake/fail">${keep}<button type="submit">Fail payment</button></form>
${cancelUrl ? `<p><a href="${escapeHtml(cancelUrl)}">Cancel and go back</a></p>` : ''}`,
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    if (request.method === 'POST' && path === '/v1/checkout/embedded') {
      return checkoutPage(request, response);
    }
    if (request.method === 'POST' && (path === '/__fake/pay' || path === '/__fake/fail')) {
      const form = new URLSearchParams(await bodyOf(request));
      const callback = form.get('callback_url') ?? '';
      const orderId = form.get('order_id') ?? '';
      const fields =
        path === '/__fake/pay' ? await pay(orderId, callback) : await fail(orderId, callback);
      return postBack(
        response,
        path === '/__fake/pay' ? 'Payment successful' : 'Payment failed',
        callback,
        fields,
      );
    }
    if (request.method === 'POST' && path === '/__fake/controls') {
      Object.assign(controls, JSON.parse(await bodyOf(request)) as Partial<FakeControls>);
      return send(response, 200, controls);
    }
    if (path.startsWith('/v1/')) return api(request, response, path);
    return send(response, 404, { error: { code: 'NOT_FOUND', description: 'Not found' } });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      options.log?.(`fake razorpay: ${String(error)}`);
      if (!response.headersSent) send(response, 500, { error: { description: 'fake failed' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    controls,
    orders,
    payments,
    sentWebhooks,
    refundCalls,
    pay,
    fail,
    /** Where webhooks go (else the origin of the checkout's callback_url). */
    setWebhookUrl(target: string | undefined) {
      webhookUrl = target;
    },
    /** The server's Razorpay settings for this fake. */
    config(publicUrl: string) {
      return {
        keyId: FAKE_KEY_ID,
        keySecret: FAKE_KEY_SECRET,
        webhookSecret: FAKE_WEBHOOK_SECRET,
        baseUrl: url,
        publicUrl,
      };
    },
    /** The controls back to normal, orders and payments forgotten. */
    reset() {
      Object.assign(controls, {
        down: false,
        dropWebhooks: false,
        duplicateWebhooks: false,
        capturedAmountPaise: undefined,
      });
      orders.clear();
      payments.clear();
      refundsByKey.clear();
      refundCalls.length = 0;
      sentWebhooks.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
