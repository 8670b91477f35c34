import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '@shared/api';
import { AppError } from '../../errors';

/** Every permission rule of the product, in one place. Routes call these first. */

export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw new AppError('UNAUTHORIZED');
  return req.user;
}

export function requireAdmin(req: FastifyRequest): AuthUser {
  const user = requireUser(req);
  if (user.role !== 'admin') throw new AppError('ADMIN_REQUIRED');
  return user;
}

/** Uploaded objects are readable by their owner and by admins only. */
export function canReadObject(user: AuthUser, ownerId: string): boolean {
  return user.id === ownerId || user.role === 'admin';
}
