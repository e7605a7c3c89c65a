/** Spec §7: at most 50 distinct error messages are reported per page. */
export const MAX_ERROR_REPORTS = 50;

/** Sends a beacon: an image GET when `body` is absent, `navigator.sendBeacon` otherwise. */
export type Beacon = (url: string, body?: string) => void;

/**
 * The browser's beacon (an image for a GET, `sendBeacon` for a body); does nothing where neither
 * exists (a server, a test without a DOM). Never throws.
 */
let images = 0;
export const browserBeacon: Beacon = (url, body) => {
  try {
    if (body === undefined) {
      // Numbered: a browser answers a second image of the same address from its memory, so two
      // forms counting the same event would send one request.
      if (typeof Image === 'function') new Image().src = `${url}${url.includes('?') ? '&' : '?'}n=${++images}`;
    } else if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') navigator.sendBeacon(url, body);
  } catch {
    // a beacon is best effort
  }
};

/** The messages reported from this page so far, across forms (spec §7 counts them per page). */
const pageSeen = new Set<string>();

export interface ReportingOptions {
  /** The forms host, e.g. https://forms.hsforms.com */
  host: string;
  /** The app name, e.g. 'forms-embed'. */
  app: string;
  version: string;
  beacon: Beacon;
  region: string;
  projectVersion?: string;
  formId: string;
  portalId: string;
  page: { url: string; userAgent: string };
  /** The messages already reported; by default the page's, shared by every reporter. */
  seen?: Set<string>;
}

// String() throws on objects without a prototype; a reporter must not.
const text = (v: unknown) => {
  try {
    return String(v);
  } catch {
    return '';
  }
};

// The visitor's connection, an abort, a time-out, a broken body or a rate limit: not bugs.
const EXCLUDED = /network|failed to fetch|load failed|abort|time.?out|json|rate.?limit|too.?many/i;

/**
 * Whether an error is worth reporting (by name, message, `kind` of src/http errors, or status 429).
 * @example isReportable(new TypeError('Failed to fetch')) // false
 */
export function isReportable(error: unknown): boolean {
  const e = (error ?? {}) as { name?: unknown; message?: unknown; kind?: unknown; status?: unknown };
  return e.status !== 429 && !EXCLUDED.test(text([e.name, e.message, e.kind, typeof error == 'string' && error]));
}

/**
 * A form's counters and error reports (spec §7). `count` adds up a usage counter and `flush` sends
 * one counters.gif beacon per event with its total. `report` sends an error to
 * `/{app}/raw/error.gif` as JSON (the fields spec §7 lists), each distinct message once and
 * MAX_ERROR_REPORTS at most, and returns whether this one was sent.
 * @example const r = createReporting(o); r.count('submit'); r.count('submit'); r.flush(); // …key=forms-embed-1.0-submit&count=2
 * @example createReporting(o).report(error, 'submit', { status });
 */
export function createReporting(o: ReportingOptions) {
  let counts = new Map<string, number>();
  const seen = o.seen ?? pageSeen;
  return {
    count(event: string, n = 1) {
      counts.set(event, (counts.get(event) ?? 0) + n);
    },
    flush() {
      for (const [event, n] of counts)
        o.beacon(`${o.host}/embed/v3/counters.gif?key=${encodeURIComponent(`${o.app}-${o.version}-${event}`)}&count=${n}`);
      counts = new Map();
    },
    report(error: unknown, key = 'error', data?: unknown): boolean {
      const message = text((error as Error | undefined)?.message ?? error);
      if (!isReportable(error) || seen.has(message) || seen.size >= MAX_ERROR_REPORTS) return false;
      seen.add(message);
      o.beacon(
        `${o.host}/${o.app}/raw/error.gif`,
        JSON.stringify({
          level: 'error',
          exception: { type: text((error as Error | undefined)?.name ?? 'Error'), value: message },
          tags: { region: o.region, renderVersion: o.version, projectVersion: o.projectVersion ?? o.version, key },
          extra: { key, data, formId: o.formId, portalId: o.portalId },
          url: o.page.url,
          userAgent: o.page.userAgent,
        }),
      );
      return true;
    },
  };
}
