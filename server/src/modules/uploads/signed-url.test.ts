import { describe, expect, it } from 'vitest';
import { signUploadGrant, verifyUploadGrant } from './signed-url';

const grant = { objectId: '6f1c1a34-5b1e-4a64-9d2a-0d7e1f3c2b10', userId: 'u1', expiresAt: 2_000 };

describe('upload URL signatures', () => {
  it('accepts its own signature before expiry', () => {
    expect(verifyUploadGrant('s', grant, signUploadGrant('s', grant), 1_000)).toBe('ok');
  });
  it('rejects after expiry', () => {
    expect(verifyUploadGrant('s', grant, signUploadGrant('s', grant), 2_001)).toBe('expired');
  });
  it('rejects another user, another object, another secret and garbage', () => {
    const sig = signUploadGrant('s', grant);
    expect(verifyUploadGrant('s', { ...grant, userId: 'u2' }, sig, 1_000)).toBe('invalid');
    expect(verifyUploadGrant('s', { ...grant, objectId: grant.objectId.replace('6', '7') }, sig, 1_000)).toBe('invalid');
    expect(verifyUploadGrant('other', grant, sig, 1_000)).toBe('invalid');
    expect(verifyUploadGrant('s', grant, 'x', 1_000)).toBe('invalid');
  });
  it('rejects a forged longer expiry', () => {
    const sig = signUploadGrant('s', grant);
    expect(verifyUploadGrant('s', { ...grant, expiresAt: 9_999 }, sig, 1_000)).toBe('invalid');
  });
});
