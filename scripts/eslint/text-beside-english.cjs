// ESLint rule `portal/text-beside-english` (one way to write a text, in both languages): a string,
// template or JSX text that holds Chinese must sit beside its English, as the 'zh-CN' value of an
// object that also has 'en-US' (`{ 'zh-CN': '…', 'en-US': '…' }`, the shape of the error
// catalogue and the contract's rule messages). The per-language tables (`*.messages.ts`,
// `messages.zh-CN.ts`), seeds, migrations and tests are not linted by it (eslint.config.js).
// A deliberate exception (a pattern that recognises Chinese input, say) says why in an
// `eslint-disable-next-line` comment.

const CHINESE = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** What a text may be part of on its way up to the 'zh-CN' property: a template, `+`, `a ? b : c`, a call, an arrow's body. */
const CARRIERS = new Set([
  'TemplateLiteral',
  'BinaryExpression',
  'ConditionalExpression',
  'TSAsExpression',
  'TSSatisfiesExpression',
  'ArrowFunctionExpression',
  'CallExpression',
  'ArrayExpression',
]);

const keyOf = (property) => (property.key.type === 'Identifier' ? property.key.name : property.key.value);

/** Whether the text is (part of) the value of a 'zh-CN' key whose object also has 'en-US', at any depth of a table. */
function besideEnglish(node) {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.type === 'Property' && parent.value === child) {
      if (!parent.computed && keyOf(parent) === 'zh-CN')
        return parent.parent.properties.some((p) => p.type === 'Property' && !p.computed && keyOf(p) === 'en-US');
      continue;
    }
    if (parent.type !== 'ObjectExpression' && !CARRIERS.has(parent.type)) return false;
  }
  return false;
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Chinese text lives beside its English: a per-language message table or a { "zh-CN", "en-US" } pair.' },
    schema: [],
    messages: {
      alone: "Chinese text without its English: put it in the area's *.messages.ts tables, or write { 'zh-CN': …, 'en-US': … }.",
    },
  },
  create(context) {
    const check = (node, text) => {
      if (typeof text === 'string' && CHINESE.test(text) && !besideEnglish(node)) context.report({ node, messageId: 'alone' });
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateLiteral: (node) => check(node, node.quasis.map((quasi) => quasi.value.raw).join('')),
      JSXText: (node) => check(node, node.value),
    };
  },
};
