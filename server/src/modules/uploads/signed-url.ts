import crypto from 'node:crypto';

/**
 * Upload URLs are capabilities: an HMAC over (object id, user id, expiry) with the server secret.
 * The PUT must also carry the same user's session, so a leaked URL is useless to anyone else.
 */
export interface UploadGrant {
  objectId: string;
  userId: string;
  expiresAt: number; // unix seconds
}

function mac(secret: string, grant: UploadGrant): string {
  return crypto
    .createHmac('sha256', `upload:${secret}`)
    .update(`${grant.objectId}\n${grant.userId}\n${grant.expiresAt}`)
    .digest('base64url');
}

export function signUploadGrant(secret: string, grant: UploadGrant): string {
  return mac(secret, grant);
}

export type GrantCheck = 'ok' | 'expired' | 'invalid';

export function verifyUploadGrant(
  secret: string,
  grant: UploadGrant,
  signature: string,
  nowSeconds = Date.now() / 1000,
): GrantCheck {
  const expected = Buffer.from(mac(secret, grant));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'invalid';
  if (grant.expiresAt < nowSeconds) return 'expired';
  return 'ok';
}
