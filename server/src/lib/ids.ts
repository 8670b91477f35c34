import crypto from 'node:crypto';

export const newId = (): string => crypto.randomUUID();
export const nowIso = (date: Date = new Date()): string => date.toISOString();
export const sha256Hex = (data: string | Buffer): string => crypto.createHash('sha256').update(data).digest('hex');
export const randomToken = (bytes = 32): string => crypto.randomBytes(bytes).toString('base64url');
