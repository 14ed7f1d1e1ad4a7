// portal/one-text-run: text that changes is one string in its element.
//
// A page translator (Chrome's, Edge's) replaces every text node with its own elements. React keeps the
// old nodes: a value it later writes into one no longer shows, and removing one, or inserting in front
// of one, throws and takes the page down (lib/browser/page-translation.ts). JSX like `Level {name}` or
// `{busy ? <Spinner /> : null}Next` makes exactly those separate text nodes. So the rule asks for
// `{`Level ${name}`}`, or for the text in an element of its own (`<span>Next</span>`).

const isBlank = (child) => child.type === 'JSXText' && !child.value.trim();
const isComment = (child) => child.type === 'JSXExpressionContainer' && child.expression.type === 'JSXEmptyExpression';

/** What an expression can render: text, elements, nothing. Unknown values (a variable, a call) may be text. */
function mayBeText(node) {
  switch (node.type) {
    case 'JSXElement':
    case 'JSXFragment':
      return false;
    case 'Literal':
      return typeof node.value === 'string' || typeof node.value === 'number';
    case 'Identifier':
      return node.name !== 'undefined';
    case 'ConditionalExpression':
      return mayBeText(node.consequent) || mayBeText(node.alternate);
    case 'CallExpression': {
      // items.map((item) => <Item … />) renders elements.
      const [callback] = node.arguments;
      const mapsToElements =
        node.callee.type === 'MemberExpression' && node.callee.property.name === 'map' && callback?.type === 'ArrowFunctionExpression';
      return mapsToElements ? mayBeText(callback.body) : true;
    }
    case 'LogicalExpression':
      // `a && <X />` renders <X /> or a falsy a: false and null draw nothing (0 and '' are the usual slip).
      return node.operator === '&&' ? mayBeText(node.right) : mayBeText(node.left) || mayBeText(node.right);
    default:
      return true;
  }
}

/** Each child: whether it is text, whether that text is fixed, whether it can come and go. */
function describe(child) {
  if (child.type === 'JSXText') return { text: true, fixed: true, toggles: false };
  if (child.type !== 'JSXExpressionContainer') return { text: false, fixed: true, toggles: false };
  const value = child.expression;
  const toggles = value.type === 'ConditionalExpression' || value.type === 'LogicalExpression';
  if (value.type === 'Literal' && typeof value.value === 'string' && !value.value.trim()) {
    return { text: false, fixed: true, toggles: false }; // {' '}: a translator leaves spaces alone
  }
  return { text: mayBeText(value), fixed: value.type === 'Literal', toggles };
}

const oneTextRun = {
  meta: {
    type: 'problem',
    docs: { description: 'Text that changes is one string in its element, so a page translator cannot break the page.' },
    messages: {
      split:
        'Text beside a changing value makes separate text nodes, which a page translator replaces: React then shows a stale value or throws. Write one string (a template literal: `Level ${name}`) or give each its own element.',
      afterToggle:
        'Text right after something that comes and goes: React inserts in front of the text node, which a page translator has replaced, and throws. Wrap the text in an element (<span>…</span>).',
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const children = node.children.filter((child) => !isBlank(child) && !isComment(child));
      for (let i = 1; i < children.length; i += 1) {
        const before = describe(children[i - 1]);
        const after = describe(children[i]);
        if (before.text && after.text && !(before.fixed && after.fixed)) {
          context.report({ node: children[i], messageId: 'split' });
        } else if (before.toggles && after.text) {
          context.report({ node: children[i], messageId: 'afterToggle' });
        }
      }
    };
    return { JSXElement: check, JSXFragment: check };
  },
};

export default oneTextRun;
