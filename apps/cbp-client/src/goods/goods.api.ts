import { call } from '@portal/utils';
import { type GoodsDetail, type GoodsPage, type GoodsPageBody, cbpBusinessRoutes } from '@portal/contract';

export const loadGoods = (body: GoodsPageBody): Promise<GoodsPage> => call(cbpBusinessRoutes.goodsPage, { body });

export const loadGoodsInstance = (id: number): Promise<GoodsDetail> => call(cbpBusinessRoutes.goodsDetail, { params: { id } });
