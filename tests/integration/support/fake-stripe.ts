import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of the Stripe API the billing adapter uses: Checkout Sessions (create, retrieve),
 * Subscriptions (retrieve) and Billing Portal Sessions (create). Form-encoded requests, Bearer auth, Stripe-shaped
 * errors. Tests drive the "dashboard side" through completeCheckout / setSubscription.
 */

export interface FakeStripeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
}

export interface FakeSubscription {
  id: string;
  status: string;
  customer: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  current_period_end: number; // unix seconds, served on the item as API 2025-03-31+ does
}

export async function startFakeStripe(secretKey: string) {
  const sessions = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, FakeSubscription>();
  const requests: FakeStripeRequest[] = [];
  let seq = 0;
  let down = false;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++seq}` });
    res.end(JSON.stringify(body));
  };
  const missing = (res: http.ServerResponse, what: string, id: string) =>
    send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` } });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: req.method ?? '', path: url.pathname, form });
      if (down) return send(res, 500, { error: { type: 'api_error', message: 'internal fake outage' } });
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }

      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (form.get('mode') !== 'subscription' || !form.get('success_url') || !form.get('cancel_url')) {
          return send(res, 400, {
            error: { type: 'invalid_request_error', message: 'mode, success_url and cancel_url are required' },
          });
        }
        if (!form.get('line_items[0][price]') && !form.get('line_items[0][price_data][unit_amount]')) {
          return send(res, 400, { error: { type: 'invalid_request_error', message: 'line_items needs a price' } });
        }
        const id = `cs_test_${++seq}`;
        const session = {
          id,
          object: 'checkout.session',
          mode: 'subscription',
          status: 'open',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          client_reference_id: form.get('client_reference_id'),
          customer: form.get('customer'),
          customer_email: form.get('customer_email'),
          subscription: null as string | null,
          metadata: { userId: form.get('metadata[userId]') },
        };
        sessions.set(id, session);
        return send(res, 200, session);
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
      if (req.method === 'GET' && sessionMatch) {
        const s = sessions.get(sessionMatch[1]!);
        return s ? send(res, 200, s) : missing(res, 'checkout.session', sessionMatch[1]!);
      }
      const subMatch = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
      if (req.method === 'GET' && subMatch) {
        const s = subscriptions.get(subMatch[1]!);
        if (!s) return missing(res, 'subscription', subMatch[1]!);
        return send(res, 200, {
          id: s.id,
          object: 'subscription',
          status: s.status,
          customer: s.customer,
          cancel_at_period_end: s.cancel_at_period_end,
          metadata: s.metadata,
          items: {
            object: 'list',
            data: [{ id: `si_${s.id}`, object: 'subscription_item', current_period_end: s.current_period_end }],
          },
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        const customer = form.get('customer');
        if (!customer) return send(res, 400, { error: { type: 'invalid_request_error', message: 'customer is required' } });
        const id = `bps_${++seq}`;
        return send(res, 200, {
          id,
          object: 'billing_portal.session',
          customer,
          return_url: form.get('return_url'),
          url: `https://billing.stripe.test/p/session/${id}`,
        });
      }
      return send(res, 404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setDown(value: boolean) {
      down = value;
    },
    setSubscription(sub: FakeSubscription) {
      subscriptions.set(sub.id, { ...sub });
    },
    subscription: (id: string) => subscriptions.get(id),
    /** What Stripe does when the customer pays: the session gets a customer and a subscription. */
    completeCheckout(sessionId: string, sub: FakeSubscription) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      Object.assign(s, { status: 'complete', customer: sub.customer, subscription: sub.id });
      subscriptions.set(sub.id, { ...sub });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
