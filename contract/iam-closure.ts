import { Type, type Static } from 'typebox';
import type { RouteSchemas } from './route';
import { UserType } from './iam';
import { AdminIdParams } from './iam-admin';
import { pageOf, pageQuery } from './schema-parts';

export { CLOSURE_REASON_MAX, IAM_CLOSURE_PERMISSIONS } from './iam-closure.rules';

/**
 * Account closure requests and their review (issue 23 item 2, prefix /common/iam/v1): a user asks
 * to close their account (spec 7 user/logout, status 注销中); a manager holding `iam_closure`
 * lists the requests, one holding `iam_closure_approve` approves (the account is closed as the
 * closure dialog warns: its personal data removed, its sub-accounts closed, its sessions ended, an
 * audit row kept) and one holding `iam_closure_reject` rejects with a reason (the account is
 * active again and told why in the bell and by e-mail or SMS). Lists are paged as in iam-admin.ts.
 *
 * @example
 * const page = await call(iamClosureRoutes.closurePage, { query: { status: 'pending' } });
 * await call(iamClosureRoutes.rejectClosure, { params: { id: page.data[0].id }, body: { reason: '账号下仍有未结清的订单' } });
 */

export const ClosureStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);
export type ClosureStatus = Static<typeof ClosureStatus>;

const nullableString = Type.Union([Type.String(), Type.Null()]);

/** One closure request. `loginName` is kept after an approval (the account's own row is anonymised). */
export const ClosureRequest = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  userType: UserType,
  loginName: Type.String(),
  /** The account's name; null once the closure is approved. */
  userName: nullableString,
  tenantName: nullableString,
  /** 0 for a primary account (and managers), else the primary account's id. */
  pid: Type.Integer(),
  /** The sub-accounts closed with it (a primary account's), counted now. */
  subAccountCount: Type.Integer(),
  status: ClosureStatus,
  createdAt: Type.String(),
  reviewedAt: nullableString,
  reviewerName: nullableString,
  /** The reason of a rejection. */
  reason: nullableString,
});
export type ClosureRequest = Static<typeof ClosureRequest>;

/** Newest first; `keyword` matches part of the login name or name; `status` and `userType` narrow. */
export const ClosurePageQuery = pageQuery({
  status: Type.Optional(ClosureStatus),
  userType: Type.Optional(UserType),
  keyword: Type.Optional(Type.String({ maxLength: 64 })),
});
export type ClosurePageQuery = Static<typeof ClosurePageQuery>;

export const ClosurePage = pageOf(ClosureRequest);
export type ClosurePage = Static<typeof ClosurePage>;

/** The reason the user is told; required, at most 200 characters ('请填写驳回原因'). */
export const RejectClosureBody = Type.Object({ reason: Type.String({ maxLength: 1000 }) });
export type RejectClosureBody = Static<typeof RejectClosureBody>;

export const iamClosureSchemas = {
  closurePage: { query: ClosurePageQuery, data: ClosurePage },
  approveClosure: { params: AdminIdParams, data: ClosureRequest },
  rejectClosure: { params: AdminIdParams, body: RejectClosureBody, data: ClosureRequest },
} satisfies Record<string, RouteSchemas>;
