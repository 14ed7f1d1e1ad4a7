/**
 * Client code never imports lib/server/: that code reads the server's secrets and Node's APIs, and
 * whatever a client module imports is shipped to every browser. Client code is a module that opens
 * with 'use client', instrumentation-client.ts, and hooks/ and lib/browser/. (Modules reached only
 * through other modules are checked by tests/unit/server-code-boundary.test.ts.)
 */
import { dirname, relative, resolve } from 'node:path';

const CLIENT_FOLDERS = ['hooks/', 'lib/browser/'];

/** The file's path from the project root, with forward slashes. */
const fromRoot = (cwd, file) => relative(cwd, file).split('\\').join('/');

function isClientModule(context) {
  const file = fromRoot(context.cwd, context.filename);
  if (file === 'instrumentation-client.ts' || CLIENT_FOLDERS.some((folder) => file.startsWith(folder))) return true;
  return context.sourceCode.ast.body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client');
}

/** The imported module's path from the project root, for `@/…` and relative specifiers; else null. */
function importedPath(context, source) {
  if (source.startsWith('@/')) return source.slice(2);
  if (source.startsWith('./') || source.startsWith('../')) return fromRoot(context.cwd, resolve(dirname(context.filename), source));
  return null;
}

const noServerCodeInClient = {
  meta: {
    type: 'problem',
    docs: { description: 'Client code never imports lib/server/.' },
    messages: { serverCode: 'Client code imports server code ({{source}}): lib/server/ never reaches the browser.' },
    schema: [],
  },
  create(context) {
    if (!isClientModule(context)) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const path = importedPath(context, source);
      if (path?.startsWith('lib/server/')) context.report({ node, messageId: 'serverCode', data: { source } });
    };
    return {
      ImportDeclaration: (node) => node.importKind !== 'type' && check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && node.exportKind !== 'type' && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

export default noServerCodeInClient;
