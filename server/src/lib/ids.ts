import crypto from 'node:crypto';

export const newId = (): string => crypto.randomUUID();
/** The shape of every id newId() makes; route parameters are checked against it before any lookup. */
export const UUID_PATTERN = /^[0-9a-f-]{36}$/;
export const nowIso = (date: Date = new Date()): string => date.toISOString();
export const sha256Hex = (data: string | Buffer): string => crypto.createHash('sha256').update(data).digest('hex');
export const randomToken = (bytes = 32): string => crypto.randomBytes(bytes).toString('base64url');
