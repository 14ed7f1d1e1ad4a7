/**
 * Query parameters edited in place: a link's other parameters are kept byte for byte (not re-encoded as
 * URLSearchParams would), its hash kept, for absolute, protocol-relative and relative links alike.
 */

/** A parameter's name as a server reads it: `+` is a space, escapes decoded (left as written if malformed). */
export function paramName(part: string): string {
  const name = part.split('=', 1)[0];
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * `url` without the parameters whose name `drop` accepts, and with `add` (`name=value`, already encoded)
 * appended; no `?` when no parameter is left.
 */
export function replaceParams(url: string, drop: (name: string) => boolean, add: string[] = []): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const params = [...query.split('&').filter((part) => part !== '' && !drop(paramName(part))), ...add];
  return `${base}${params.length > 0 ? `?${params.join('&')}` : ''}${hash}`;
}
