/** Summary figures of a list of samples (ms unless said otherwise). */

export interface Summary {
  count: number;
  median: number;
  p95: number;
  max: number;
}

/** The value at quantile `q` (0..1) by the nearest-rank method: always one of the samples. */
function quantile(sorted: number[], q: number): number {
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1];
}

/**
 * Median, 95th percentile (nearest rank) and maximum of `samples`.
 * @throws Error when there are no samples: a figure made of nothing would read as 0.
 */
export function summarize(samples: number[]): Summary {
  if (samples.length === 0) throw new Error('No samples to summarize: expected at least one.');
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: sorted[sorted.length - 1],
  };
}

/** A share (0..1) as a percentage with two decimals. */
export function pct(share: number): string {
  return `${(100 * share).toFixed(2)}%`;
}

/** The Wilson score interval for `count` successes out of `total`, at 95% (z = 1.96). */
export function wilson(count: number, total: number): [number, number] {
  const z = 1.96;
  const share = count / total;
  const centre = share + (z * z) / (2 * total);
  const spread = z * Math.sqrt((share * (1 - share)) / total + (z * z) / (4 * total * total));
  const scale = 1 + (z * z) / total;
  return [(centre - spread) / scale, (centre + spread) / scale];
}
