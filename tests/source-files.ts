// The import-graph tests' view of the source: tests/unit/lint-config.test.ts writes examples that break
// the rules on purpose into the tree while it runs (`lint-example-<pid>` folders); the other tests leave them out.
import { sourceFiles } from '../eslint-rules/import-graph.mjs';

/** The folder name of one run's lint examples. */
export const lintExampleFolder = (pid: number) => `lint-example-${pid}`;

/** The source files of `folder` (relative to `root`), without the lint test's examples. */
export const portalSourceFiles = (root: string, folder: string): string[] =>
  sourceFiles(root, folder).filter((path: string) => !/\/lint-example-\d+\//.test(path));
