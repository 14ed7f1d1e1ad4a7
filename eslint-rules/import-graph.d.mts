export interface ImportEdge {
  specifier: string;
  /** The imported module, as a path from the root. */
  target: string;
  typeOnly: boolean;
  dynamic: boolean;
  start: number;
  end: number;
}
export function fromRoot(root: string, path: string): string;
export function sourceFiles(root: string, folder: string): string[];
export function resolveImport(root: string, file: string, specifier: string): string | null;
export function importsIn(root: string, file: string, text: string): ImportEdge[];
export function importsOf(root: string, file: string): ImportEdge[];
export function pathBetween<T>(from: T, to: T, next: (node: T) => Iterable<T>): T[] | null;
export function circleThrough<T>(start: T, next: (node: T) => Iterable<T>): Set<T>;
