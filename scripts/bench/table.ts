// The pure part of `npm run bench:theme` (scripts/bench-theme.ts): a sample's median and range,
// and the markdown table of pages × setups.

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
