/**
 * A counter and a histogram for the request path, kept in plain numbers and read by prom-client's
 * registry when scraped. prom-client hashes and checks the labels at every count, a child's too (≈0.5 µs
 * each): three of those were most of what a front copy paid for being measured (docs/operations.md#cost).
 * The caller keeps each label set's series (label sets are bounded, so are the series); counting is an
 * addition.
 *
 * Not marked `server-only`, which throws outside React's server layer: loaded by metrics.ts in the Node server.
 */
import type { Metric, Registry } from 'prom-client';

type Labels = Record<string, string>;

/** One label set's count. */
export interface CounterSeries {
  value: number;
}

/** A Prometheus counter whose series the caller keeps. */
export class CounterTally {
  private readonly all: { labels: Labels; series: CounterSeries }[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    registry: Registry,
  ) {
    registry.registerMetric(this as unknown as Metric);
  }

  /** A new series for `labels`: made once per label set, kept by the caller. */
  series(labels: Labels): CounterSeries {
    const series = { value: 0 };
    this.all.push({ labels, series });
    return series;
  }

  /** As prom-client's metrics answer the registry. */
  get() {
    return {
      name: this.name,
      help: this.help,
      type: 'counter',
      aggregator: 'sum',
      values: this.all.map(({ labels, series }) => ({ labels, value: series.value })),
    };
  }
}

/** One label set's observations: a count per bucket (the last one past every bound), their sum and number. */
export class HistogramSeries {
  readonly counts: number[];
  sum = 0;
  count = 0;

  constructor(private readonly bounds: readonly number[]) {
    this.counts = new Array<number>(bounds.length + 1).fill(0);
  }

  observe(value: number): void {
    let i = 0;
    while (i < this.bounds.length && value > this.bounds[i]) i++;
    this.counts[i] += 1;
    this.sum += value;
    this.count += 1;
  }
}

/** A Prometheus histogram whose series the caller keeps. */
export class HistogramTally {
  private readonly all: { labels: Labels; series: HistogramSeries }[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    readonly bounds: readonly number[],
    registry: Registry,
  ) {
    registry.registerMetric(this as unknown as Metric);
  }

  series(labels: Labels): HistogramSeries {
    const series = new HistogramSeries(this.bounds);
    this.all.push({ labels, series });
    return series;
  }

  get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const { labels, series } of this.all) {
      let below = 0;
      this.bounds.forEach((le, i) => {
        below += series.counts[i];
        values.push({ labels: { ...labels, le }, value: below, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { ...labels, le: '+Inf' }, value: series.count, metricName: `${this.name}_bucket` });
      values.push({ labels, value: series.sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: series.count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: 'histogram', aggregator: 'sum', values };
  }
}
