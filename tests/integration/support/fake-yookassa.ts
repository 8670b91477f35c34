import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the YooKassa API v3 payments the adapter uses: POST /v3/payments (redirect confirmation
 * or a saved payment_method_id) and GET /v3/payments/{id}. It checks HTTP Basic auth (shopId:secretKey) and the
 * Idempotence-Key header, and answers a repeated key with the payment it created first, as YooKassa does.
 */

export interface FakePayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: { value: string; currency: string };
  description?: string;
  created_at: string;
  captured_at?: string;
  confirmation?: { type: 'redirect'; confirmation_url: string; return_url?: string };
  payment_method?: { type: string; id: string; saved: boolean };
  metadata: Record<string, string>;
  test: boolean;
}

export interface FakeYooKassaRequest {
  method: string;
  path: string;
  idempotenceKey: string | undefined;
  body: Record<string, unknown> | null;
}

export async function startFakeYooKassa(shopId: string, secretKey: string) {
  const payments = new Map<string, FakePayment>();
  const byIdempotenceKey = new Map<string, string>();
  const requests: FakeYooKassaRequest[] = [];
  let down = false;
  let renewalOutcome: 'succeeded' | 'canceled' | 'pending' = 'succeeded';
  const expectedAuth = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const apiError = (res: http.ServerResponse, status: number, code: string, description: string) =>
    send(res, status, { type: 'error', id: crypto.randomUUID(), code, description });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> | null = null;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      } catch {
        return apiError(res, 400, 'invalid_request', 'body is not JSON');
      }
      const idempotenceKey = req.headers['idempotence-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path: url.pathname, idempotenceKey, body });
      if (down) return apiError(res, 500, 'internal_server_error', 'fake outage');
      if (req.headers.authorization !== expectedAuth) return apiError(res, 401, 'invalid_credentials', 'Basic auth failed');

      if (req.method === 'POST' && url.pathname === '/v3/payments') {
        if (!idempotenceKey) return apiError(res, 400, 'invalid_request', 'Idempotence-Key header is required');
        const known = byIdempotenceKey.get(idempotenceKey);
        if (known) return send(res, 200, payments.get(known));
        const amount = body?.['amount'] as FakePayment['amount'] | undefined;
        if (!amount || !/^\d+\.\d{2}$/.test(amount.value) || !amount.currency) {
          return apiError(res, 400, 'invalid_request', 'amount is invalid');
        }
        const id = crypto.randomUUID();
        const now = new Date().toISOString();
        const metadata = (body?.['metadata'] as Record<string, string>) ?? {};
        let payment: FakePayment;
        if (typeof body?.['payment_method_id'] === 'string') {
          const pm = body['payment_method_id'] as string;
          payment = {
            id,
            status: renewalOutcome,
            paid: renewalOutcome === 'succeeded',
            amount,
            created_at: now,
            ...(renewalOutcome === 'succeeded' ? { captured_at: now } : {}),
            payment_method: { type: 'bank_card', id: pm, saved: true },
            metadata,
            test: true,
          };
        } else {
          const confirmation = body?.['confirmation'] as { type?: string; return_url?: string } | undefined;
          if (confirmation?.type !== 'redirect' || !confirmation.return_url) {
            return apiError(res, 400, 'invalid_request', 'confirmation.redirect with return_url is required');
          }
          payment = {
            id,
            status: 'pending',
            paid: false,
            amount,
            description: body?.['description'] as string | undefined,
            created_at: now,
            confirmation: {
              type: 'redirect',
              return_url: confirmation.return_url,
              confirmation_url: `https://yoomoney.test/checkout/payments/v2/contract?orderId=${id}`,
            },
            metadata,
            test: true,
          };
        }
        payments.set(id, payment);
        byIdempotenceKey.set(idempotenceKey, id);
        return send(res, 200, payment);
      }
      const match = /^\/v3\/payments\/([\w-]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const p = payments.get(match[1]!);
        return p ? send(res, 200, p) : apiError(res, 404, 'not_found', 'payment not found');
      }
      return apiError(res, 404, 'not_found', 'unknown endpoint');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    apiBase: `http://127.0.0.1:${port}/v3`,
    requests,
    payments,
    setDown(value: boolean) {
      down = value;
    },
    setRenewalOutcome(value: 'succeeded' | 'canceled' | 'pending') {
      renewalOutcome = value;
    },
    /** What happens when the payer confirms: captured, paid, card saved for renewals. */
    succeed(id: string, capturedAt = new Date().toISOString()) {
      const p = payments.get(id)!;
      Object.assign(p, {
        status: 'succeeded',
        paid: true,
        captured_at: capturedAt,
        payment_method: { type: 'bank_card', id: `pm-${id}`, saved: true },
      });
    },
    cancel(id: string) {
      Object.assign(payments.get(id)!, { status: 'canceled', paid: false });
    },
    /** A payment created directly (e.g. a second one in the shop), for extension tests. */
    addPayment(p: Omit<FakePayment, 'id' | 'test'>): string {
      const id = crypto.randomUUID();
      payments.set(id, { ...p, id, test: true });
      return id;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeYooKassa = Awaited<ReturnType<typeof startFakeYooKassa>>;
