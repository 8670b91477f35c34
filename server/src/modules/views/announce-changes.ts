import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALL_USERS, type ChangeFeed } from '../../lib/change-feed';
import { SAFE_METHODS, handledPath } from '../../http/security';

/** Admin actions (bans, the free limit) may change any user's data. */
const ADMIN_PATH = /^\/api\/admin\//;

function broadcasts(req: FastifyRequest): boolean {
  return req.user?.role === 'admin' && ADMIN_PATH.test(handledPath(req));
}

/**
 * A user's data changes through the user's own requests (uploads, analyses, outcomes, checkout, sign-out) and
 * admins' requests. So instead of each module remembering which cached views its writes touch, each such
 * request announces a change on the feed: for the signed-in user when it starts (an analysis holds a reserved
 * free prediction for seconds) and before its answer is sent, and for everyone when an admin action succeeds.
 * Subscription changes from webhooks, renewals and expiry announce themselves in the billing service.
 */
export function registerChangeAnnouncements(app: FastifyInstance, changes: ChangeFeed): void {
  app.addHook('preHandler', async (req) => {
    if (!SAFE_METHODS.has(req.method) && req.user) changes.publish(req.user.id);
  });
  // onSend, not onResponse: the caches are cleared before the client can read the answer and ask again.
  app.addHook('onSend', async (req, reply, payload) => {
    if (SAFE_METHODS.has(req.method)) return payload;
    if (reply.statusCode < 400 && broadcasts(req)) changes.publish(ALL_USERS);
    else if (req.user) changes.publish(req.user.id);
    return payload;
  });
}
