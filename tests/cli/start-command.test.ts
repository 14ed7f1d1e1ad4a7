// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');

describe('the start command', () => {
  it('caps the server heap, and the servers of the suite and the bench are started the same way', () => {
    const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
    const start = /--max-old-space-size=(\d+)/.exec(scripts.start)?.[1];
    const servers = /SERVER_HEAP_MB = (\d+);/.exec(readFileSync(join(ROOT, 'scripts', 'servers.mjs'), 'utf8'))?.[1];
    expect(start).toBeDefined();
    expect(servers).toBe(start);
  });
});
