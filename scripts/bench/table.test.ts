import { describe, expect, it } from 'vitest';
import { formatCell, markdownTable, median, summarize, totalBlockingTime, type Load } from './table';

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
