import fc from 'fast-check';
import { anyJson, nastyNumber, nastyString, type Known } from './values';

/** The JSON Schema keywords TypeBox emits for the contract's schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
}

/**
 * Values shaped by a route's schema, so that many requests pass validation and reach the handler.
 * `wild`: any node may instead be a value of the wrong type, required keys may be missing and
 * unknown keys (prototype names among them) may be added.
 */
export function fromSchema(schema: JsonSchema, known: Known, wild: boolean): fc.Arbitrary<unknown> {
  const typed = typedValue(schema, known, wild);
  return wild ? fc.oneof({ weight: 6, arbitrary: typed }, { weight: 1, arbitrary: anyJson(known) }) : typed;
}

function typedValue(schema: JsonSchema, known: Known, wild: boolean): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => fromSchema(s, known, wild)));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => typedValue({ ...schema, type }, known, wild)));
  switch (schema.type) {
    case 'object':
      return objectValue(schema, known, wild);
    case 'array': {
      const max = Math.min(schema.maxItems ?? 5, 5);
      const items = fc.array(fromSchema(schema.items ?? {}, known, wild), { minLength: Math.min(schema.minItems ?? 0, max), maxLength: max });
      // One past the bound, when there is one: the schema must refuse it with a 400, not the database.
      return schema.maxItems !== undefined
        ? fc.oneof({ weight: 9, arbitrary: items }, { weight: 1, arbitrary: fc.constant(Array.from({ length: schema.maxItems + 1 }, (_, i) => i + 1)) })
        : items;
    }
    case 'string': {
      const fitting = nastyString(known).filter((s) => s.length <= (schema.maxLength ?? Infinity) && s.length >= (schema.minLength ?? 0));
      const parts = [
        { weight: 6, arbitrary: fitting },
        { weight: 1, arbitrary: nastyString(known) },
      ];
      if (schema.pattern) parts.push({ weight: 4, arbitrary: fc.stringMatching(new RegExp(schema.pattern)) });
      return fc.oneof(...parts);
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? Math.max(min + 1000, 3000);
      return fc.oneof({ weight: 2, arbitrary: fc.integer({ min, max }) }, { weight: 2, arbitrary: nastyNumber(known) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      // An empty schema (Type.Unknown): anything goes.
      return anyJson(known);
  }
}

function objectValue(schema: JsonSchema, known: Known, wild: boolean): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, fromSchema(s, known, wild)]));
  const required: fc.Arbitrary<string[]> = wild ? fc.subarray(schema.required ?? []) : fc.constant(schema.required ?? []);
  return required.chain((requiredKeys) => {
    const record = fc.record(model, { requiredKeys });
    if (!wild) return record;
    const extra = fc.dictionary(
      fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'id', 'userId', 'tenantId', 'status'), fc.string({ maxLength: 8 })),
      anyJson(known),
      { maxKeys: 3 },
    );
    return fc.tuple(record, extra).map(([r, e]) => {
      // JSON.parse, like the server's parser, makes "__proto__" an own key instead of the prototype.
      const text = JSON.stringify(r);
      const extraText = JSON.stringify(e);
      return JSON.parse(`${text.slice(0, -1)}${text.length > 2 && extraText.length > 2 ? ',' : ''}${extraText.slice(1)}`);
    });
  });
}
