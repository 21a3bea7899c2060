import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { cbpBusinessSchemas as schemas } from '../../../contract/cbp-business';
import { cbpBusinessRoutes as routes } from '../../../contract/cbp-business.routes';
import { ok, serve } from '../../http/serve';
import { successes } from '../../messages';
import { applyDetail, applyPage, developerApplyState, goodsDetail, goodsPage, planDetail, planPage, requestDeveloper } from './business.service';

const tags = ['cbp'];

/** The cloud business pages behind the overview's 'more' links (issue 10 item 3). */
export function businessRoutes(app: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx;
  const now = () => new Date(ctx.config.now());

  serve(app, routes.applyPage, schemas.applyPage, { tags, summary: 'Resource applications, newest first, by status, kind or keyword' }, async (request) =>
    ok(await applyPage(db, request.user, request.body)),
  );
  serve(app, routes.applyDetail, schemas.applyDetail, { tags, summary: 'One resource application of the caller’s tenant' }, async (request) =>
    ok(await applyDetail(db, request.user, request.params.id)),
  );
  serve(app, routes.developerApplyState, schemas.developerApplyState, { tags, summary: 'Whether the caller may ask to become a developer' }, async (request) =>
    ok(await developerApplyState(db, request.user)),
  );
  serve(app, routes.developerApply, schemas.developerApply, { tags, summary: 'Ask to become a developer (a pending DEVELOPER application)' }, async (request) =>
    ok(await requestDeveloper(db, request.user, request.body, now(), request.ip), successes.DEVELOPER_APPLIED),
  );
  serve(
    app,
    routes.goodsPage,
    schemas.goodsPage,
    { tags, summary: 'Purchased goods instances, newest first, by instance status or goods name' },
    async (request) => ok(await goodsPage(db, request.user, request.body)),
  );
  serve(app, routes.goodsDetail, schemas.goodsDetail, { tags, summary: 'One purchased goods instance of the caller’s tenant' }, async (request) =>
    ok(await goodsDetail(db, request.user, request.params.id)),
  );
  serve(
    app,
    routes.planPage,
    schemas.planPage,
    { tags, summary: 'Joined partner plans, newest first, by audit status or name (primary accounts)' },
    async (request) => ok(await planPage(db, request.user, request.body)),
  );
  serve(app, routes.planDetail, schemas.planDetail, { tags, summary: 'One joined partner plan of the caller’s tenant (primary accounts)' }, async (request) =>
    ok(await planDetail(db, request.user, request.params.id)),
  );
}
