/**
 * Server mode's online payments for stories: the story's in-memory repository answers the
 * payment operations as the server would (Razorpay set up, or no provider), over payment orders
 * held here, while every other call goes to the repository as it is. The browser-only
 * repository's own startOnlinePayment and reconcilePayments are the demo's, so they are replaced.
 *
 *   const meta = {
 *     component: StudentFeesPage,
 *     decorators: [withGatewayServer, withStudentPage, withData({ session: storySessions.student })],
 *   } satisfies Meta<typeof StudentFeesPage>;
 *
 *   export const Pending: Story = {
 *     parameters: { gatewayServer: { orders: [gatewayOrder({ id: 'order-a' })] } },
 *     play: async (context) => {
 *       await storyGatewayServer(context).confirm('order-a'); // Razorpay's webhook arrives
 *     },
 *   };
 *
 * withGatewayServer must come before withData in the list (inside it); without
 * `parameters.gatewayServer` it leaves the story as it is.
 */
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { DataProvider } from '@/data';
import type {
  CollectionKey,
  PaymentOrder,
  PaymentOptions,
  PaymentToReconcile,
  ReconcileSummary,
  Repository,
  StartedOnlinePayment,
} from '@/data';
import { storyRepository } from './data-decorator';
import { RAHUL_ID } from './student-seeds';

/** `parameters.gatewayServer`. */
export type GatewayServerOptions = {
  /** Who takes payments online, as getPaymentOptions answers: Razorpay (the default) or no one. */
  online?: 'razorpay' | 'none';
  /** Orders there at the start; one with `paidAtStart` is confirmed (Paid, in the ledger) first. */
  orders?: readonly (PaymentOrder & { paidAtStart?: boolean })[];
  /** startOnlinePayment fails with this, e.g. Razorpay unreachable. */
  startFails?: Error;
  /** What listPaymentsToReconcile answers (none by default). */
  toReconcile?: readonly PaymentToReconcile[];
  /** What reconcilePayments answers, or the error it fails with. */
  reconcile?: ReconcileSummary | Error;
};

export const RAZORPAY_CHECKOUT_ACTION = 'https://api.razorpay.com/v1/checkout/embedded';

export type GatewayServer = {
  /** The repository the story's screen uses. */
  repository: Repository;
  /** The orders as they stand. */
  orders(): PaymentOrder[];
  /**
   * Razorpay confirms an order (the return page, a webhook or reconciliation): the payment enters
   * the ledger with its receipt and the order is Paid, as screens watching either hear.
   */
  confirm(orderId: string): Promise<PaymentOrder>;
  /** Every call of startOnlinePayment and reconcilePayments, in order. */
  calls: { method: 'startOnlinePayment' | 'reconcilePayments'; args: unknown[] }[];
};

const servers = new WeakMap<Repository, GatewayServer>();

/** A Razorpay order of Rahul's on installment 2, Pending unless told otherwise. */
export function gatewayOrder(fields: Partial<PaymentOrder> & { id: string }): PaymentOrder {
  const at = new Date().toISOString();
  return {
    method: 'Gateway',
    status: 'Pending',
    studentId: RAHUL_ID,
    installmentId: 'installment-rahul-sharma-2',
    amount: 40000,
    createdAt: at,
    updatedAt: at,
    provider: { name: 'razorpay', orderId: `order_${fields.id.replace(/\W/g, '')}` },
    ...fields,
  };
}

export const withGatewayServer: Decorator = (Story, context) => {
  const options = context.parameters.gatewayServer as GatewayServerOptions | undefined;
  if (!options) return <Story />;
  return (
    <GatewayServerData context={context} options={options}>
      <Story />
    </GatewayServerData>
  );
};

function GatewayServerData({
  context,
  options,
  children,
}: {
  context: StoryContext;
  options: GatewayServerOptions;
  children: ReactNode;
}) {
  const [server] = useState(() => gatewayServerOver(storyRepository(context), options));
  return <DataProvider repository={server.repository}>{children}</DataProvider>;
}

/** The story's server, for its play function. */
export function storyGatewayServer(context: Pick<StoryContext, 'id'>): GatewayServer {
  const server = servers.get(storyRepository(context));
  if (!server) throw new Error('The story has no parameters.gatewayServer.');
  return server;
}

/** One server per repository: React may make the state twice, and a start must run once. */
function gatewayServerOver(base: Repository, options: GatewayServerOptions): GatewayServer {
  const existing = servers.get(base);
  if (existing) return existing;
  const server = createGatewayServer(base, options);
  servers.set(base, server);
  return server;
}

function createGatewayServer(base: Repository, options: GatewayServerOptions): GatewayServer {
  let orders: PaymentOrder[] = (options.orders ?? []).map(({ paidAtStart: _, ...order }) => order);
  const listeners = new Set<(changed: CollectionKey) => void>();
  const announce = (changed: CollectionKey) => listeners.forEach((listener) => listener(changed));
  const calls: GatewayServer['calls'] = [];

  async function confirm(orderId: string): Promise<PaymentOrder> {
    const order = orders.find((each) => each.id === orderId);
    if (!order) throw new Error(`No order ${orderId}.`);
    const providerPaymentId = `pay_${orderId.replace(/\W/g, '')}`;
    const payment = await base.recordPayment({
      studentId: order.studentId,
      installmentId: order.installmentId,
      amount: order.amount,
      mode: 'Online',
      reference: providerPaymentId,
      receivedBy: 'Razorpay',
    });
    const paid: PaymentOrder = {
      ...order,
      status: 'Paid',
      paymentId: payment.id,
      updatedAt: new Date().toISOString(),
      provider: {
        name: 'razorpay',
        orderId: order.provider?.orderId ?? `order_${orderId}`,
        paymentId: providerPaymentId,
        paidAmount: order.amount,
      },
    };
    orders = orders.map((each) => (each.id === orderId ? paid : each));
    announce('paymentOrders');
    return paid;
  }

  // Orders Paid at the start enter the ledger before any screen reads them.
  const ready = Promise.all(
    (options.orders ?? []).filter((order) => order.paidAtStart).map((order) => confirm(order.id)),
  );

  const answers: Partial<Repository> = {
    getPaymentOptions: async (): Promise<PaymentOptions> => ({
      ...(await base.getPaymentOptions()),
      online: options.online ?? 'razorpay',
    }),
    listPaymentOrders: async (filter = {}) => {
      await ready;
      return orders
        .filter(
          (order) =>
            (filter.studentId === undefined || order.studentId === filter.studentId) &&
            (filter.status === undefined || order.status === filter.status),
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    getPaymentOrder: async (id) => {
      await ready;
      return orders.find((order) => order.id === id);
    },
    startOnlinePayment: async (request): Promise<StartedOnlinePayment> => {
      calls.push({ method: 'startOnlinePayment', args: [request] });
      if (options.startFails) throw options.startFails;
      const order = gatewayOrder({
        id: `order-${orders.length + 1}`,
        studentId: request.studentId,
        installmentId: request.installmentId,
        amount: request.amount,
      });
      orders = [order, ...orders];
      announce('paymentOrders');
      return {
        order,
        checkout: {
          action: RAZORPAY_CHECKOUT_ACTION,
          fields: {
            key_id: 'rzp_test_story',
            order_id: order.provider!.orderId,
            amount: String(Math.round(request.amount * 100)),
            currency: 'INR',
            callback_url: `/api/payments/return/razorpay?order=${order.id}`,
          },
        },
      };
    },
    reconcilePayments: async () => {
      calls.push({ method: 'reconcilePayments', args: [] });
      const answer = options.reconcile ?? { checked: 0, recorded: 0, needsReview: 0, expired: 0 };
      if (answer instanceof Error) throw answer;
      return answer;
    },
    listPaymentsToReconcile: async () => [...(options.toReconcile ?? [])],
  };

  const repository = new Proxy(base, {
    get(target, property, receiver) {
      if (property === 'subscribe') {
        return (listener: (changed: CollectionKey) => void) => {
          listeners.add(listener);
          const unsubscribe = target.subscribe(listener);
          return () => {
            listeners.delete(listener);
            unsubscribe();
          };
        };
      }
      if (typeof property === 'string' && Object.hasOwn(answers, property)) {
        return answers[property as keyof typeof answers];
      }
      return Reflect.get(target, property, receiver);
    },
  });

  return { repository, orders: () => orders, confirm, calls };
}
