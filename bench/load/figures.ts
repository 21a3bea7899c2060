/**
 * What the run counts: per kind of request, every latency and every failure (with the first few
 * reasons, to find the cause); and the server's memory over time. Formatting only, no verdicts
 * on latency: the machine is shared and noisy.
 */

/** The portal's own client timeout (contract/http.ts API_TIMEOUT_MS): slower answers are shown, not failed. */
const PORTAL_TIMEOUT_MS = 10_000;
const MB = 1024 * 1024;

interface Kind {
  latencies: number[];
  failures: number;
}

export class Figures {
  private readonly kinds = new Map<string, Kind>();

  /** `order`: the kinds in the order the table lists them (others follow as they come). */
  constructor(order: string[] = []) {
    for (const kind of order) this.kinds.set(kind, { latencies: [], failures: 0 });
  }

  readonly reasons = new Map<string, number>();
  readonly examples: string[] = [];

  record(kind: string, ms: number, failure: string | null): void {
    let k = this.kinds.get(kind);
    if (!k) this.kinds.set(kind, (k = { latencies: [], failures: 0 }));
    k.latencies.push(ms);
    if (failure === null) return;
    k.failures += 1;
    this.reasons.set(failure, (this.reasons.get(failure) ?? 0) + 1);
    if (this.examples.length < 20) this.examples.push(`${kind}: ${failure}`);
  }

  get requests(): number {
    return [...this.kinds.values()].reduce((n, k) => n + k.latencies.length, 0);
  }

  get failures(): number {
    return [...this.kinds.values()].reduce((n, k) => n + k.failures, 0);
  }

  /** A markdown table: one row per kind of request, then all of them. */
  table(seconds: number): string[] {
    const rows = [...this.kinds.entries()].filter(([, k]) => k.latencies.length).map(([name, k]) => row(name, k.latencies, k.failures, seconds));
    const all = [...this.kinds.values()];
    rows.push(
      row(
        '**all**',
        all.flatMap((k) => k.latencies),
        this.failures,
        seconds,
      ),
    );
    return ['| request | count | failed | p50 ms | p95 ms | p99 ms | max ms | > 10 s | req/s |', '|---|---:|---:|---:|---:|---:|---:|---:|---:|', ...rows];
  }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function row(name: string, latencies: number[], failures: number, seconds: number): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (v: number) => (v < 10 ? v.toFixed(1) : Math.round(v).toLocaleString('en'));
  const slow = sorted.filter((v) => v > PORTAL_TIMEOUT_MS).length;
  return `| ${name} | ${sorted.length.toLocaleString('en')} | ${failures} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} | ${ms(sorted[sorted.length - 1] ?? 0)} | ${slow} | ${(sorted.length / seconds).toFixed(1)} |`;
}

export interface MemorySample {
  /** Seconds since the load started. */
  t: number;
  rss: number;
}

export interface MemoryVerdict {
  lines: string[];
  growthBytes: number;
  held: boolean;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * "Flat": after warm-up (every simulated user signed in, plus a settling time), the median RSS of
 * the last window may exceed that of the first window by at most `boundMb`. Medians over a window,
 * not single samples, so one garbage-collection sawtooth does not decide it.
 */
export function judgeMemory(samples: MemorySample[], before: number, warmEnd: number, end: number, windowSeconds: number, boundMb: number): MemoryVerdict {
  const steady = samples.filter((s) => s.t >= warmEnd);
  const first = steady.filter((s) => s.t < warmEnd + windowSeconds);
  const last = steady.filter((s) => s.t > end - windowSeconds);
  const mb = (b: number) => `${(b / MB).toFixed(1)} MB`;
  if (first.length < 2 || last.length < 2) {
    return { lines: [`memory: too few samples after warm-up (${steady.length}); run longer`], growthBytes: Infinity, held: false };
  }
  const early = median(first.map((s) => s.rss));
  const late = median(last.map((s) => s.rss));
  const growth = late - early;
  // Least squares over the steady part, in MB per minute.
  const n = steady.length;
  const mt = steady.reduce((a, s) => a + s.t, 0) / n;
  const mr = steady.reduce((a, s) => a + s.rss, 0) / n;
  const cov = steady.reduce((a, s) => a + (s.t - mt) * (s.rss - mr), 0);
  const vt = steady.reduce((a, s) => a + (s.t - mt) ** 2, 0);
  const slope = vt ? ((cov / vt) * 60) / MB : 0;
  const peak = Math.max(...samples.map((s) => s.rss));
  const held = growth <= boundMb * MB;
  return {
    growthBytes: growth,
    held,
    lines: [
      `server RSS: ${mb(before)} idle before the load; ${samples.length} samples; peak ${mb(peak)}`,
      `  warm-up until ${warmEnd.toFixed(0)} s (every user signed in + settling); windows of ${windowSeconds} s`,
      `  first window after warm-up (median): ${mb(early)}; last window (median): ${mb(late)}`,
      `  growth ${growth >= 0 ? '+' : ''}${mb(growth)} (${((growth / early) * 100).toFixed(1)} %); slope ${slope >= 0 ? '+' : ''}${slope.toFixed(2)} MB/min over the steady part`,
      `  bound: growth ≤ ${boundMb} MB → ${held ? 'flat (held)' : 'GREW (failed)'}`,
    ],
  };
}
