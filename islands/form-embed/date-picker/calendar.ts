/**
 * The date picker's calendar arithmetic and names, DOM-free: days are 'YYYY-MM-DD' strings,
 * computed in UTC so that no time zone or daylight-saving change ever shifts a day.
 */

const DAY = 86_400_000;
/** The picker's year selector spans this many years (spec §9). */
export const YEAR_RANGE = 100;

const time = (iso: string): number => Date.parse(iso);
const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** The year and the month (0–11) of a day. */
export const yearMonth = (day: string): [number, number] => [+day.slice(0, 4), +day.slice(5, 7) - 1];

/** The visitor's today, by their clock, as 'YYYY-MM-DD'. */
export function today(now = new Date()): string {
  return iso(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

export const addDays = (day: string, days: number): string => iso(time(day) + days * DAY);

/**
 * The same day `months` later, or the month's last day when it is shorter.
 *
 * @example addMonths('2024-01-31', 1) // '2024-02-29'
 */
export function addMonths(day: string, months: number): string {
  const [year, month] = yearMonth(day);
  const last = new Date(Date.UTC(year, month + months + 1, 0)).getUTCDate();
  return iso(Date.UTC(year, month + months, Math.min(+day.slice(8), last)));
}

/** 0 (Sunday) to 6 (Saturday). */
const weekday = (day: string): number => new Date(time(day)).getUTCDay();

/**
 * Six weeks of days from the week that holds the month's first day, starting on `firstDay`
 * (0 Sunday … 6 Saturday). Always six, so the popup keeps its height from month to month.
 */
export function monthWeeks(day: string, firstDay: number): string[][] {
  const first = `${day.slice(0, 8)}01`;
  const start = addDays(first, -((weekday(first) - firstDay + 7) % 7));
  return Array.from({ length: 6 }, (_, week) => Array.from({ length: 7 }, (_, d) => addDays(start, week * 7 + d)));
}

/**
 * Where a key moves the active day in the grid; `undefined` for other keys. Arrows move by a day
 * or a week, PageUp and PageDown by a month (by a year with Shift), Home and End to the week's
 * first and last day. `rtl` mirrors the left and right arrows.
 */
export function moveByKey(day: string, key: string, firstDay: number, shift = false, rtl = false): string | undefined {
  const offset = (weekday(day) - firstDay + 7) % 7;
  const step = rtl ? -1 : 1;
  const days: Record<string, number> = { ArrowLeft: -step, ArrowRight: step, ArrowUp: -7, ArrowDown: 7, Home: -offset, End: 6 - offset };
  const months: Record<string, number> = { PageUp: -1, PageDown: 1 };
  // Own keys only: a key named like one of Object.prototype's moves nothing.
  if (Object.hasOwn(days, key)) return addDays(day, days[key]!);
  if (Object.hasOwn(months, key)) return addMonths(day, months[key]! * (shift ? 12 : 1));
  return undefined;
}

/**
 * The year selector's 100 years, centred on the current one (50 before, 49 after): a form's date
 * is as often a birth date as a delivery or appointment date. When the shown year is outside that
 * (a date typed or prefilled long ago), the window centres on it instead, so it is always listed.
 */
export function yearWindow(current: number, shown: number): number[] {
  const half = YEAR_RANGE / 2;
  const centre = Math.abs(shown - current) < half ? current : shown;
  return Array.from({ length: YEAR_RANGE }, (_, i) => centre - half + i);
}

const bcp47 = (locale: string): string => locale.replace(/_/g, '-');

/** Regions whose weeks start on Sunday, for browsers without Intl.Locale week info (Firefox). */
const SUNDAY_FIRST = /^(US|CA|MX|BR|JP|KR|TW|HK|PH|IL|IN|SA|ZA)$/;

/**
 * The first day of the week in `locale`, 0 (Sunday) … 6 (Saturday): from `Intl.Locale` week info
 * where the browser has it (`getWeekInfo()`, or the older `weekInfo`), else Sunday in a few
 * regions (the locale's likely region: 'en' is US) and Monday elsewhere.
 *
 * @example weekStart('vi') // 1
 * @example weekStart('en-US') // 0
 */
export function weekStart(locale: string): number {
  try {
    const tag = new Intl.Locale(bcp47(locale)) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = tag.getWeekInfo?.() ?? tag.weekInfo;
    if (info) return info.firstDay % 7;
    return SUNDAY_FIRST.test(tag.maximize().region ?? '') ? 0 : 1;
  } catch {
    return 1;
  }
}

/** A DateTimeFormat in UTC for `locale`, or for the browser's when it refuses the tag. */
function format(locale: string, fields: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const options = { ...fields, timeZone: 'UTC' };
  try {
    return new Intl.DateTimeFormat(bcp47(locale), options);
  } catch {
    return new Intl.DateTimeFormat(undefined, options);
  }
}

export interface CalendarNames {
  /** The twelve months' names, January first. */
  months: string[];
  /** From `firstDay` on: each weekday's short and long name. */
  weekdays: Array<[short: string, long: string]>;
  /** A month and year as the language writes them: 'tháng 5 năm 2024', 'May 2024'. */
  monthYear(day: string): string;
}

/** Month and weekday names from `Intl.DateTimeFormat(locale)`. */
export function calendarNames(locale: string, firstDay: number): CalendarNames {
  const month = format(locale, { month: 'long' });
  const short = format(locale, { weekday: 'short' });
  const long = format(locale, { weekday: 'long' });
  const monthYear = format(locale, { month: 'long', year: 'numeric' });
  // 2023-01-01 was a Sunday.
  const sunday = Date.UTC(2023, 0, 1);
  return {
    months: Array.from({ length: 12 }, (_, m) => month.format(Date.UTC(2023, m, 1))),
    weekdays: Array.from({ length: 7 }, (_, d) => {
      const day = sunday + ((firstDay + d) % 7) * DAY;
      return [short.format(day), long.format(day)];
    }),
    monthYear: (day) => monthYear.format(time(day)),
  };
}
