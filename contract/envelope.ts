import { Type, type Static, type TSchema } from 'typebox';

/**
 * Every /api answer has this shape. Only `success: true` takes effect on the client.
 *
 * @example
 * { "success": true,  "data": 42,   "message": "ok",        "code": "OK" }
 * { "success": false, "data": null, "message": "租户名称重复", "code": "TENANT_NAME_TAKEN" }
 */
export interface Envelope<T> {
  success: boolean;
  data: T | null;
  message: string;
  code: string;
}

/** The schema of a successful envelope carrying `data`, for route response schemas and OpenAPI. */
export const Ok = <T extends TSchema>(data: T) =>
  Type.Object({
    success: Type.Boolean(),
    data,
    message: Type.String(),
    code: Type.String(),
  });

export const Failure = Type.Object({
  success: Type.Literal(false),
  data: Type.Null(),
  message: Type.String(),
  code: Type.String(),
});
export type Failure = Static<typeof Failure>;
