import { call } from '@portal/utils';
import type { GoodsDetail, GoodsPage, GoodsPageBody } from '../../../../contract/cbp-business';
import { cbpBusinessRoutes } from '../../../../contract/cbp-business.routes';

export const loadGoods = (body: GoodsPageBody): Promise<GoodsPage> => call(cbpBusinessRoutes.goodsPage, { body });

export const loadGoodsInstance = (id: number): Promise<GoodsDetail> => call(cbpBusinessRoutes.goodsDetail, { params: { id } });
