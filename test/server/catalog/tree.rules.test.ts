import { buildTree } from '../../../server/services/catalog/tree.rules';

type Row = { id: number; parentId: number | null };
type Node = { id: number; children: Node[] };
const shape = (rows: Row[]) => buildTree<Row, Node>(rows, (r, children) => ({ id: r.id, children }));

describe('building a tree from flat rows', () => {
  test.each<[string, Row[], Node[]]>([
    ['no rows make no tree', [], []],
    [
      'rows without a parent are roots, in the order given',
      [
        { id: 2, parentId: null },
        { id: 1, parentId: null },
      ],
      [
        { id: 2, children: [] },
        { id: 1, children: [] },
      ],
    ],
    [
      'children hang under their parent at any depth',
      [
        { id: 1, parentId: null },
        { id: 2, parentId: 1 },
        { id: 3, parentId: 2 },
        { id: 4, parentId: 1 },
      ],
      [
        {
          id: 1,
          children: [
            { id: 2, children: [{ id: 3, children: [] }] },
            { id: 4, children: [] },
          ],
        },
      ],
    ],
    [
      'a row whose parent was filtered out is dropped with its branch',
      [
        { id: 1, parentId: null },
        { id: 3, parentId: 2 },
        { id: 4, parentId: 3 },
      ],
      [{ id: 1, children: [] }],
    ],
    [
      'a cycle without a root yields nothing instead of hanging',
      [
        { id: 1, parentId: 2 },
        { id: 2, parentId: 1 },
      ],
      [],
    ],
  ])('%s', (_name, rows, expected) => {
    expect(shape(rows)).toEqual(expected);
  });
});
