import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

/** preHandler: manager calls refuse client tokens. */
export async function managersOnly(request: FastifyRequest): Promise<void> {
  if (request.user?.userType !== 'MANAGER_USER') throw AppError.of('ADMIN_ONLY');
}

/** preHandler: sub-accounts are administered by their primary account only (spec 6). */
export async function primaryAccountsOnly(request: FastifyRequest): Promise<void> {
  const user = request.user;
  if (user?.userType !== 'CLIENT_USER' || user.pid !== 0) throw AppError.of('PRIMARY_ONLY');
}
