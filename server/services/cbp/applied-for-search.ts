import { DEVELOPER_SERVICE_NAME, RESOURCE_CATALOGUE } from '../../../contract/cbp-review.rules';

/**
 * What a keyword finds among the English names of what was applied for (ADR 016): a resource
 * application's rows store the Chinese name only (`service_name`) with the catalogue codes, and the
 * browser names them in English from the catalogue (`appliedForName`). The keyword is looked for,
 * any case, in each specification's English name as a row shows it ('Cloud server 4 vCPU, 8 GB')
 * and in the developer request's.
 *
 * @example
 * englishAppliedFor('cloud SERVER'); // { specCodes: ['ECS-2C4G', 'ECS-4C8G', 'ECS-8C16G'], developer: false }
 */
export function englishAppliedFor(keyword: string): { specCodes: string[]; developer: boolean } {
  const wanted = keyword.toLowerCase();
  const specCodes = RESOURCE_CATALOGUE.flatMap((type) =>
    type.specs.filter((spec) => `${type.name['en-US']} ${spec.name['en-US']}`.toLowerCase().includes(wanted)).map((spec) => spec.code),
  );
  return { specCodes, developer: DEVELOPER_SERVICE_NAME['en-US'].toLowerCase().includes(wanted) };
}
