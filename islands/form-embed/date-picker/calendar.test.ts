import { describe, expect, it } from 'vitest';
import { addDays, addMonths, calendarNames, monthWeeks, moveByKey, today, weekStart, yearWindow, YEAR_RANGE } from './calendar';

describe('calendar arithmetic', () => {
  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-31', -31)).toBe('2024-02-29');
    expect(addDays('2024-10-27', 1)).toBe('2024-10-28');
  });

  it('adds months, keeping the day or taking the month’s last', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-03-15', -3)).toBe('2023-12-15');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('knows today by the visitor’s clock', () => {
    expect(today(new Date(2024, 0, 1, 23, 59))).toBe('2024-01-01');
    expect(today(new Date(2024, 11, 31, 0, 1))).toBe('2024-12-31');
  });

  it('lays a month out in six weeks from the week’s first day', () => {
    const monday = monthWeeks('2024-05-15', 1);
    expect(monday).toHaveLength(6);
    expect(monday.every((week) => week.length === 7)).toBe(true);
    expect(monday[0]![0]).toBe('2024-04-29');
    expect(monday[0]![2]).toBe('2024-05-01');
    const sunday = monthWeeks('2024-05-15', 0);
    expect(sunday[0]![0]).toBe('2024-04-28');
    expect(sunday.flat()).toContain('2024-05-31');
    // A month that starts on the week's first day starts in the first cell.
    expect(monthWeeks('2024-09-10', 0)[0]![0]).toBe('2024-09-01');
  });

  it('moves by key: days, weeks, months, years, week start and end, mirrored in right-to-left', () => {
    const day = '2024-05-15'; // a Wednesday
    expect(moveByKey(day, 'ArrowLeft', 1)).toBe('2024-05-14');
    expect(moveByKey(day, 'ArrowLeft', 1, false, true)).toBe('2024-05-16');
    expect(moveByKey(day, 'ArrowRight', 1, false, true)).toBe('2024-05-14');
    expect(moveByKey(day, 'ArrowDown', 1)).toBe('2024-05-22');
    expect(moveByKey(day, 'PageUp', 1)).toBe('2024-04-15');
    expect(moveByKey(day, 'PageUp', 1, true)).toBe('2023-05-15');
    expect(moveByKey(day, 'Home', 1)).toBe('2024-05-13');
    expect(moveByKey(day, 'End', 1)).toBe('2024-05-19');
    expect(moveByKey(day, 'Home', 0)).toBe('2024-05-12');
    expect(moveByKey(day, 'End', 0)).toBe('2024-05-18');
    expect(moveByKey(day, 'Home', 6)).toBe('2024-05-11');
    expect(moveByKey(day, 'a', 1)).toBeUndefined();
  });
});

describe('yearWindow', () => {
  it('spans 100 years, 50 before this one and 49 after', () => {
    const years = yearWindow(2024, 2024);
    expect(YEAR_RANGE).toBe(100);
    expect(years).toHaveLength(100);
    expect([years[0], years.at(-1)]).toEqual([1974, 2073]);
    expect(yearWindow(2024, 1975)).toEqual(years);
  });

  it('centres on a shown year outside it, so that year is always listed', () => {
    const years = yearWindow(2024, 1900);
    expect(years).toHaveLength(100);
    expect([years[0], years.at(-1)]).toEqual([1850, 1949]);
  });
});

describe('weekStart', () => {
  it('reads the locale’s week: Monday in Vietnam, Sunday in the US, Saturday in Egypt', () => {
    expect(weekStart('vi')).toBe(1);
    expect(weekStart('vi_VN')).toBe(1);
    expect(weekStart('en-US')).toBe(0);
    expect(weekStart('en_GB')).toBe(1);
    expect(weekStart('ar-EG')).toBe(6);
  });

  it('falls back to a small table without Intl.Locale week info, and to Monday for a bad tag', () => {
    // As in Firefox: neither getWeekInfo() nor the older weekInfo getter.
    const proto = Intl.Locale.prototype;
    const saved = (['getWeekInfo', 'weekInfo'] as const).map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const);
    for (const [name] of saved) Object.defineProperty(proto, name, { configurable: true, value: undefined });
    try {
      expect(weekStart('en')).toBe(0);
      expect(weekStart('ja')).toBe(0);
      expect(weekStart('vi')).toBe(1);
      expect(weekStart('de-DE')).toBe(1);
    } finally {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(proto, name, descriptor);
        else Reflect.deleteProperty(proto, name);
      }
    }
    expect(weekStart('not a locale!')).toBe(1);
  });
});

describe('calendarNames', () => {
  it('names months and weekdays in the locale, from the week’s first day', () => {
    const vi = calendarNames('vi', 1);
    expect(vi.months[0]).toBe('Tháng 1');
    expect(vi.weekdays[0]).toEqual(['Thứ 2', 'Thứ Hai']);
    expect(vi.weekdays[6]).toEqual(['CN', 'Chủ Nhật']);
    expect(vi.monthYear('2024-05-01')).toBe('tháng 5 năm 2024');
    const en = calendarNames('en_US', 0);
    expect(en.months[11]).toBe('December');
    expect(en.weekdays.map(([short]) => short)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(en.monthYear('2024-05-31')).toBe('May 2024');
  });

  it('uses the browser’s language for a tag Intl refuses', () => {
    expect(calendarNames('not a locale!', 1).months).toHaveLength(12);
  });
});
