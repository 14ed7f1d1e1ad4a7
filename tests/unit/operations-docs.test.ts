// @vitest-environment node
// The dashboard and alert rules in docs/operations/ name metrics the servers export: a metric renamed or
// dropped in lib/observability/metrics.ts fails here, not on an operator's empty panel or silent alert.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '@/lib/observability/metrics';

const DOCS = resolve(__dirname, '../../docs/operations');

/** The `portal_*` metrics an expression reads, a histogram's series (`_bucket`, `_sum`, `_count`) by its name. */
const metricsIn = (text: string) =>
  new Set([...text.matchAll(/\bportal_[a-z0-9_]+/g)].map(([name]) => name.replace(/_(?:bucket|sum|count)$/, '')));

async function exported(): Promise<Set<string>> {
  const metrics = createMetrics();
  return new Set((await metrics.registry.getMetricsAsJSON()).map((metric) => metric.name));
}

describe('docs/operations', () => {
  it("the Grafana dashboard's panels read metrics the servers export, and every portal metric has a panel", async () => {
    const dashboard = JSON.parse(readFileSync(join(DOCS, 'grafana-dashboard.json'), 'utf8')) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    const names = await exported();
    const read = new Set<string>();
    for (const panel of dashboard.panels)
      for (const { expr } of panel.targets)
        for (const name of metricsIn(expr)) {
          expect(names, `${panel.title}: ${name}`).toContain(name);
          read.add(name);
        }
    // The portal's own metrics, not the process's defaults (heap and event loop have theirs).
    const own = [...names].filter((name) => !/^portal_(?:nodejs|process)_/.test(name));
    expect(own.filter((name) => !read.has(name))).toEqual([]);
  });

  it('the alert rules read metrics the servers export', async () => {
    const rules = readFileSync(join(DOCS, 'alerts.yml'), 'utf8');
    const names = await exported();
    const read = [...metricsIn(rules)];
    expect(read.length).toBeGreaterThan(4);
    for (const name of read) expect(names, name).toContain(name);
  });
});
