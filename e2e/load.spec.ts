// A bounded load test on loopback: 50 connections against / for a fixed few seconds.
import autocannon from 'autocannon';
import { expect, test } from './support/fixtures';

test('/ serves 50 concurrent connections with no errors and only 2xx', { tag: '@desktop' }, async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'once per run is enough');
  test.setTimeout(60_000);
  const result = await autocannon({ url: `${baseURL}/`, connections: 50, duration: 8, timeout: 10 });
  testInfo.annotations.push({ type: 'throughput', description: `${result.requests.average} req/s, p99 ${result.latency.p99} ms` });
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  expect(result['2xx']).toBeGreaterThan(0);
});
