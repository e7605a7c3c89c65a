import { describe, expect, it } from 'vitest';
import { formatCell, markdownTable, median, ratio, summarize, tbtComparison, tbtVerdict, totalBlockingTime, type Load } from './table';

const load = (over: Partial<Load> = {}): Load => ({ jsGzipBytes: 10_240, jsFiles: 5, requests: 12, requestsAfterLoad: 0, tbtMs: 60, dclMs: 300, ...over });

describe('median and range', () => {
  it('takes the middle of an odd sample, whatever its order', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([7])).toBe(7);
  });

  it('takes the mean of the middle two of an even sample', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves the sample as it was', () => {
    const sample = [3, 1, 2];
    median(sample);
    expect(sample).toEqual([3, 1, 2]);
  });

  it('refuses an empty sample', () => {
    expect(() => median([])).toThrow(/empty/);
    expect(() => summarize([])).toThrow(/empty/);
  });

  it('summarizes with the smallest and largest value', () => {
    expect(summarize([120, 80, 95, 300, 101])).toEqual({ median: 101, min: 80, max: 300 });
  });
});

describe('cells', () => {
  it('show the median and the range, rounded', () => {
    expect(formatCell({ median: 18.14, min: 17.96, max: 18.46 }, 1)).toBe('18.1 (18.0–18.5)');
    expect(formatCell({ median: 171.4, min: 150.2, max: 203.6 })).toBe('171 (150–204)');
  });

  it('show the median alone when every run gave the same rounded value', () => {
    expect(formatCell({ median: 14, min: 14, max: 14 })).toBe('14');
    expect(formatCell({ median: 10.1, min: 10.08, max: 10.12 }, 1)).toBe('10.1');
  });
});

describe('the table', () => {
  it('has a row per page and setup, each column the median and range of its loads', () => {
    const table = markdownTable([
      { page: 'Shop', setup: 'This theme', loads: [load({ tbtMs: 40 }), load({ tbtMs: 60, jsGzipBytes: 10_342 }), load({ tbtMs: 90 })] },
      { page: 'Shop', setup: 'Twenty Twenty-Three', loads: [load({ requests: 30, requestsAfterLoad: 1 })] },
    ]);
    expect(table.split('\n')).toEqual([
      '| Page | Setup | JS gzip (KB) | JS files | Requests | After load | TBT at 4× (ms) | DCL − server (ms) |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      '| Shop | This theme | 10.0 (10.0–10.1) | 5 | 12 | 0 | 60 (40–90) | 300 |',
      '| Shop | Twenty Twenty-Three | 10.0 | 5 | 30 | 1 | 60 | 300 |',
    ]);
  });

  it('shows a dash for a row without loads', () => {
    expect(markdownTable([{ page: 'Shop', setup: 'x', loads: [] }]).split('\n')[2]).toBe('| Shop | x | — | — | — | — | — | — |');
  });
});

describe('Total Blocking Time', () => {
  it('counts each long task beyond 50 ms', () => {
    expect(totalBlockingTime([[1000, 120], [1500, 50], [2000, 80]], 500)).toBe(70 + 0 + 30);
  });

  it('leaves out tasks that ended before First Contentful Paint, and clips one that straddles it', () => {
    expect(totalBlockingTime([[100, 200], [900, 300]], 1000)).toBe(200 - 50);
  });

  it('is zero without long tasks', () => {
    expect(totalBlockingTime([], 800)).toBe(0);
  });
});

describe('TBT against the baseline', () => {
  const tbt = (median: number, min = median, max = median) => ({ median, min, max });

  it('gives the ratio of the medians, and none against a baseline of 0', () => {
    expect(ratio(150, 100)).toBe(1.5);
    expect(ratio(0, 0)).toBeUndefined();
    expect(ratio(40, 0)).toBeUndefined();
  });

  it('passes a median up to 1.2× the baseline’s', () => {
    expect(tbtVerdict(tbt(120), tbt(100))).toBe('within +20 %');
    expect(tbtVerdict(tbt(80), tbt(100))).toBe('within +20 %');
  });

  it('flags a median over 1.2× the baseline’s by more than the baseline’s range', () => {
    expect(tbtVerdict(tbt(151), tbt(100, 80, 110))).toBe('over +20 %');
    expect(tbtVerdict(tbt(121), tbt(100))).toBe('over +20 %');
  });

  it('calls a median over 1.2× by no more than the baseline’s range noise', () => {
    expect(tbtVerdict(tbt(150), tbt(100, 80, 110))).toBe('within noise');
    expect(tbtVerdict(tbt(130), tbt(100, 95, 120))).toBe('within noise');
  });

  it('calls medians of 0–10 ms on both sides noise, whatever their ratio', () => {
    expect(tbtVerdict(tbt(10), tbt(0))).toBe('within noise');
    expect(tbtVerdict(tbt(9, 0, 40), tbt(2, 0, 5))).toBe('within noise');
    expect(tbtVerdict(tbt(11), tbt(0))).toBe('over +20 %');
  });

  it('has a line per page with loads under both setups: medians and ranges, ratio, verdict', () => {
    const rows = [
      { page: 'Shop', setup: 'This theme', loads: [load({ tbtMs: 0 }), load({ tbtMs: 4 }), load({ tbtMs: 2 })] },
      { page: 'Shop', setup: 'pre-React', loads: [load({ tbtMs: 0 })] },
      { page: 'Simple product', setup: 'This theme', loads: [load({ tbtMs: 260 }), load({ tbtMs: 240 }), load({ tbtMs: 300 })] },
      { page: 'Simple product', setup: 'pre-React', loads: [load({ tbtMs: 200 }), load({ tbtMs: 195 }), load({ tbtMs: 205 })] },
      { page: 'Simple product', setup: 'Twenty Twenty-Three', loads: [load({ tbtMs: 500 })] },
      { page: 'Variable product', setup: 'This theme', loads: [load({ tbtMs: 90 })] },
      { page: 'Variable product', setup: 'pre-React', loads: [] },
    ];
    expect(tbtComparison(rows, 'This theme', 'pre-React').split('\n')).toEqual([
      '| Page | This theme: TBT (ms) | pre-React: TBT (ms) | Ratio | Against 1.2× |',
      '| --- | ---: | ---: | ---: | --- |',
      '| Shop | 2 (0–4) | 0 | — | within noise |',
      '| Simple product | 260 (240–300) | 200 (195–205) | 1.30× | over +20 % |',
    ]);
  });
});
