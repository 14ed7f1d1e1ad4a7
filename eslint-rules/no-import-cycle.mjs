/**
 * No module imports one that imports it back, by any kind of import: `import type` too, which
 * eslint-plugin-import's no-cycle leaves out (a circle of types still ties the modules together: neither
 * can move to another layer without the other), and dynamic `import()`. Reported on each import of the
 * linted module that starts a way back to it, naming the circle.
 */
import { fileURLToPath } from 'node:url';
import { circleThrough, fromRoot, importsIn, importsOf, pathBetween } from './import-graph.mjs';

/** The project's root, where `@/` points: the folder above eslint-rules/. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import circle, type-only and dynamic imports included.' },
    messages: { circle: 'Import circle: {{circle}}.' },
    schema: [],
  },
  create(context) {
    const file = fromRoot(ROOT, context.filename);
    if (file.startsWith('..')) return {};
    return {
      Program() {
        const { sourceCode } = context;
        const own = importsIn(ROOT, file, sourceCode.text).filter((edge) => edge.target !== file);
        const next = (module) => (module === file ? own : importsOf(ROOT, module)).map((edge) => edge.target);
        const onCircle = circleThrough(file, next);
        if (onCircle.size === 0) return;
        const withinCircle = (module) => next(module).filter((target) => onCircle.has(target));
        for (const edge of own) {
          if (!onCircle.has(edge.target)) continue;
          const way = [file, ...pathBetween(edge.target, file, withinCircle)];
          const loc = { start: sourceCode.getLocFromIndex(edge.start), end: sourceCode.getLocFromIndex(edge.end) };
          context.report({ loc, messageId: 'circle', data: { circle: way.join(' → ') } });
        }
      },
    };
  },
};

export default noImportCycle;
