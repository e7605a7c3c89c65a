// The pure part of `npm run bench:theme` (scripts/bench-theme.ts): a sample's median and range,
// the markdown table of pages × setups, and each page's TBT against the baseline's.

/** The median of a non-empty sample (the mean of the middle two when its size is even). */
export function median(values: readonly number[]): number {
  if (!values.length) throw new Error('median of an empty sample');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A sample's median, smallest and largest value. */
export interface Summary {
  median: number;
  min: number;
  max: number;
}

export function summarize(values: readonly number[]): Summary {
  if (!values.length) throw new Error('summary of an empty sample');
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/**
 * One cell: the median, then the range in brackets when the runs differ (`18.1 (17.9–18.4)`), each
 * rounded to `decimals` places.
 */
export function formatCell(summary: Summary, decimals = 0): string {
  const f = (n: number) => n.toFixed(decimals);
  const middle = f(summary.median);
  return f(summary.min) === f(summary.max) ? middle : `${middle} (${f(summary.min)}–${f(summary.max)})`;
}

/** What one cold load measured. */
export interface Load {
  /** The JavaScript files' bodies, each gzipped at level 9, summed, in bytes. */
  jsGzipBytes: number;
  /** How many JavaScript files. */
  jsFiles: number;
  /** Every request: the document and what it loaded, until the network settled. */
  requests: number;
  /** The requests that started once the load event had begun. */
  requestsAfterLoad: number;
  /** Total Blocking Time, ms. */
  tbtMs: number;
  /** domContentLoadedEventEnd − responseStart, ms. */
  dclMs: number;
}

/** The table's columns: heading, how a load gives the value, decimals. */
export const COLUMNS: ReadonlyArray<{ heading: string; value: (load: Load) => number; decimals: number }> = [
  { heading: 'JS gzip (KB)', value: (load) => load.jsGzipBytes / 1024, decimals: 1 },
  { heading: 'JS files', value: (load) => load.jsFiles, decimals: 0 },
  { heading: 'Requests', value: (load) => load.requests, decimals: 0 },
  { heading: 'After load', value: (load) => load.requestsAfterLoad, decimals: 0 },
  { heading: 'TBT at 4× (ms)', value: (load) => load.tbtMs, decimals: 0 },
  { heading: 'DCL − server (ms)', value: (load) => load.dclMs, decimals: 0 },
];

/** One row of results: a page under a setup, and its loads. */
export interface Row {
  page: string;
  setup: string;
  loads: readonly Load[];
}

/** The markdown table: a row per page and setup, each cell the median and range of the loads. */
export function markdownTable(rows: readonly Row[]): string {
  const lines = [
    `| Page | Setup | ${COLUMNS.map((column) => column.heading).join(' | ')} |`,
    `| --- | --- | ${COLUMNS.map(() => '---:').join(' | ')} |`,
  ];
  for (const row of rows) {
    const cells = COLUMNS.map((column) => (row.loads.length ? formatCell(summarize(row.loads.map(column.value)), column.decimals) : '—'));
    lines.push(`| ${row.page} | ${row.setup} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/**
 * Total Blocking Time from long tasks, as Lighthouse counts it but up to the end of the
 * measurement rather than to Time to Interactive: each task's time beyond 50 ms, for the part of
 * it after First Contentful Paint (a task that straddles FCP counts from FCP on).
 *
 * @param tasks [startTime, duration] in ms, on the page's clock.
 * @param fcp First Contentful Paint, on the same clock (0 when the page never painted).
 */
export function totalBlockingTime(tasks: ReadonlyArray<readonly [start: number, duration: number]>, fcp: number): number {
  let total = 0;
  for (const [start, duration] of tasks) {
    const end = start + duration;
    if (end <= fcp) continue;
    total += Math.max(0, end - Math.max(start, fcp) - 50);
  }
  return total;
}

/** Issue 20's limit: the product page's TBT may grow by at most 20 % against the baseline's. */
export const TBT_LIMIT = 1.2;
/** TBT medians at or under this, on both sides, are within the measurement's noise. */
export const TBT_NOISE_FLOOR_MS = 10;

/** How a TBT median stands against the baseline's. */
export type TbtVerdict = 'within noise' | 'within +20 %' | 'over +20 %';

/** `current` / `baseline`, or undefined when the baseline is 0 (no ratio to give). */
export function ratio(current: number, baseline: number): number | undefined {
  return baseline > 0 ? current / baseline : undefined;
}

/**
 * Whether the current TBT grew past the limit: its median is over TBT_LIMIT × the baseline's by
 * more than the baseline's own spread (max − min), which is how far the baseline alone wanders from
 * load to load. Medians both within 0–TBT_NOISE_FLOOR_MS are noise whatever their ratio; a median
 * over the limit by less than the spread is noise too.
 */
export function tbtVerdict(current: Summary, baseline: Summary): TbtVerdict {
  if (current.median <= TBT_NOISE_FLOOR_MS && baseline.median <= TBT_NOISE_FLOOR_MS) return 'within noise';
  const excess = current.median - TBT_LIMIT * baseline.median;
  if (excess <= 0) return 'within +20 %';
  return excess > baseline.max - baseline.min ? 'over +20 %' : 'within noise';
}

/**
 * For each page with loads under both setups: the current setup's TBT median and range against the
 * baseline's, the ratio of the medians and the verdict, as a markdown table.
 */
export function tbtComparison(rows: readonly Row[], current: string, baseline: string): string {
  const lines = [`| Page | ${current}: TBT (ms) | ${baseline}: TBT (ms) | Ratio | Against ${TBT_LIMIT}× |`, '| --- | ---: | ---: | ---: | --- |'];
  for (const page of new Set(rows.map((row) => row.page))) {
    const loads = (setup: string) => rows.find((row) => row.page === page && row.setup === setup)?.loads ?? [];
    const ours = loads(current);
    const theirs = loads(baseline);
    if (!ours.length || !theirs.length) continue;
    const a = summarize(ours.map((load) => load.tbtMs));
    const b = summarize(theirs.map((load) => load.tbtMs));
    const r = ratio(a.median, b.median);
    lines.push(`| ${page} | ${formatCell(a)} | ${formatCell(b)} | ${r === undefined ? '—' : `${r.toFixed(2)}×`} | ${tbtVerdict(a, b)} |`);
  }
  return lines.join('\n');
}
