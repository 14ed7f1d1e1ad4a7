/**
 * The project's import graph, read the way TypeScript reads it: every edge a module has to another
 * module of the project (static, side-effect, re-export, dynamic `import()`, `typeof import()`), each
 * marked when it carries types only. Shared by portal/no-import-cycle and the tests that walk the graph
 * (tests/unit/folder-circles.test.ts, server-code-boundary.test.ts), so they all see the same edges.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

/** The path from the project root, with forward slashes. */
export const fromRoot = (root, path) => relative(root, path).split('\\').join('/');

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** Every source file below `folder` (a path from the root), declaration files aside. */
export function sourceFiles(root, folder) {
  const at = join(root, folder);
  if (!existsSync(at)) return [];
  return readdirSync(at).flatMap((name) => {
    const path = join(at, name);
    if (statSync(path).isDirectory()) return sourceFiles(root, fromRoot(root, path));
    const isSource = EXTENSIONS.some((ext) => name.endsWith(ext)) && !/\.d\.m?ts$/.test(name);
    return isSource ? [fromRoot(root, path)] : [];
  });
}

/** The project file `specifier` names from `file` (`@/…` is the root, as tsconfig.json says); null for a package. */
export function resolveImport(root, file, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(root, specifier.slice(2));
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = resolve(root, dirname(file), specifier);
  else return null;
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => join(base, `index${ext}`))];
  const found = candidates.find(isFile);
  return found ? fromRoot(root, found) : null;
}

/** An import or export that names types only: `import type`, `import { type A }`, `export type … from`. */
function typesOnly(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return (
      !clause.name &&
      named !== undefined &&
      ts.isNamedImports(named) &&
      named.elements.length > 0 &&
      named.elements.every((e) => e.isTypeOnly)
    );
  }
  if (node.isTypeOnly) return true;
  const named = node.exportClause;
  return named !== undefined && ts.isNamedExports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
}

const SCRIPT_KIND = { '.tsx': ts.ScriptKind.TSX, '.mjs': ts.ScriptKind.JS, '.js': ts.ScriptKind.JS };

/**
 * Each import of `text` (the module at `file`, a path from the root) that names a module of the
 * project: `{ specifier, target, typeOnly, dynamic, start, end }`, start and end being offsets in text.
 */
export function importsIn(root, file, text) {
  const extension = EXTENSIONS.find((ext) => file.endsWith(ext)) ?? '.ts';
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, SCRIPT_KIND[extension] ?? ts.ScriptKind.TS);
  const found = [];
  const add = (node, literal, typeOnly, dynamic) => {
    if (!literal || !ts.isStringLiteralLike(literal)) return;
    const target = resolveImport(root, file, literal.text);
    if (target) found.push({ specifier: literal.text, target, typeOnly, dynamic, start: node.getStart(source), end: node.end });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || (ts.isExportDeclaration(node) && node.moduleSpecifier)) {
      add(node, node.moduleSpecifier, typesOnly(node), false);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0], false, true);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal, true, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// A module's imports, read once for as long as the file is unchanged (a lint run reads each file once).
const read = new Map();

/** The imports of the project file `file` (a path from the root), as on disk; [] when it is gone. */
export function importsOf(root, file) {
  const path = join(root, file);
  if (!isFile(path)) return [];
  const changed = statSync(path).mtimeMs;
  const kept = read.get(path);
  if (kept?.changed === changed) return kept.imports;
  const imports = importsIn(root, file, readFileSync(path, 'utf8'));
  read.set(path, { changed, imports });
  return imports;
}

/** The shortest path of nodes from `from` to `to` following `next` (both ends included), or null. */
export function pathBetween(from, to, next) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) {
      const path = [];
      for (let at = to; at !== null; at = cameFrom.get(at)) path.unshift(at);
      return path;
    }
    for (const after of next(node)) {
      if (cameFrom.has(after)) continue;
      cameFrom.set(after, node);
      queue.push(after);
    }
  }
  return null;
}

/** The nodes on a circle through `start` (itself included): reached from it and reaching it back. */
export function circleThrough(start, next) {
  const comesFrom = new Map();
  const queue = [start];
  const reached = new Set(queue);
  while (queue.length > 0) {
    const node = queue.shift();
    for (const after of next(node)) {
      if (!comesFrom.has(after)) comesFrom.set(after, []);
      comesFrom.get(after).push(node);
      if (reached.has(after)) continue;
      reached.add(after);
      queue.push(after);
    }
  }
  const onCircle = new Set();
  const back = [...(comesFrom.get(start) ?? [])];
  while (back.length > 0) {
    const node = back.shift();
    if (onCircle.has(node)) continue;
    onCircle.add(node);
    back.push(...(comesFrom.get(node) ?? []));
  }
  return onCircle;
}
