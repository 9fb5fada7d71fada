/** Latency quantiles in milliseconds. */
export interface LatencySummary {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

/** A growing list of latency samples in milliseconds. */
export class LatencySamples {
  private values = new Float64Array(4096);
  private size = 0;

  /** Records one sample. */
  add(ms: number): void {
    if (this.size === this.values.length) {
      const bigger = new Float64Array(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.size++] = ms;
  }

  /** How many samples there are. */
  get count(): number {
    return this.size;
  }

  /** p50, p95, p99 and max (nearest rank); NaN for no samples. */
  summary(): LatencySummary {
    const sorted = this.values.slice(0, this.size).sort();
    const at = (p: number): number =>
      this.size === 0 ? NaN : sorted[Math.min(this.size - 1, Math.ceil(p * this.size) - 1)]!;
    return {
      count: this.size,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      max: this.size === 0 ? NaN : sorted[this.size - 1]!,
    };
  }
}
