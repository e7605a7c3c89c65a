// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OWN_CREATE, showWithOlderEmbed, type ScriptLoader } from './older-embed';

type Create = (options: Record<string, unknown>) => unknown;
type Win = Window & { hbspt?: { forms?: { create?: Create } } };

/**
 * Each test its own forms host and form: the script is loaded once per page and address, and a
 * page reports each message once.
 */
let BASE = '';
let SCRIPT = '';
let formId = '';
let counter = 0;
let beacons: Array<[string, string | undefined]> = [];
let ours: Create;

/** The page, its `hbspt.forms.create` this embed's. */
function page(): Win {
  const win = window as Win;
  ours = Object.assign(() => undefined, { [OWN_CREATE]: true });
  win.hbspt = { forms: { create: ours } };
  return win;
}

/** A loader standing for the script at its URL: `run` is what the script does to the page. */
const loader = (run: (win: Win) => void, loads: string[] = []): ScriptLoader => async (url, doc) => {
  loads.push(url);
  run(doc.defaultView as unknown as Win);
};

const input = (win: Win, load: ScriptLoader, createOptions: Record<string, unknown> = { portalId: 7700001, formId, target: '#form' }) => ({
  options: { portalId: '7700001', formId, formsBaseUrl: BASE, beacon: (url: string, body?: string) => void beacons.push([url, body]) },
  createOptions,
  target: win.document.body,
  version: '1.0.0',
  win,
  load,
});

beforeEach(() => {
  counter += 1;
  BASE = `https://shop${counter}.example`;
  SCRIPT = `${BASE}/forms/v2-legacy.js`;
  formId = `b7d9f1a3-5c2e-4f6a-8b0d-${String(counter).padStart(12, '0')}`;
  beacons = [];
});
afterEach(() => {
  delete (window as Win).hbspt;
  vi.restoreAllMocks();
});

describe('showWithOlderEmbed', () => {
  it('loads the older embed script from the configured forms host and hands it the page’s own options; the page keeps this embed’s create', async () => {
    const win = page();
    const theirs = vi.fn();
    const loads: string[] = [];
    const onFormReady = () => undefined;
    const shown = await showWithOlderEmbed(input(win, loader((w) => void (w.hbspt!.forms!.create = theirs), loads), { portalId: 7700001, formId, target: '#form', onFormReady }));
    expect(shown).toBe(true);
    expect(loads).toEqual([SCRIPT]);
    expect(theirs).toHaveBeenCalledWith({ portalId: 7700001, formId, target: '#form', onFormReady });
    expect(win.hbspt!.forms!.create).toBe(ours);
    expect(beacons).toEqual([]);
  });

  it('hands it the target element when the page named none (HubSpot’s inline snippet)', async () => {
    const win = page();
    const theirs = vi.fn();
    await showWithOlderEmbed(input(win, loader((w) => void (w.hbspt!.forms!.create = theirs)), { portalId: 7700001, formId }));
    expect(theirs.mock.calls[0]![0]).toMatchObject({ formId, target: win.document.body });
  });

  it('loads the script once for every form of the page that needs it', async () => {
    const win = page();
    const theirs = vi.fn();
    const loads: string[] = [];
    const load = loader((w) => void (w.hbspt!.forms!.create = theirs), loads);
    await Promise.all([showWithOlderEmbed(input(win, load)), showWithOlderEmbed(input(win, load, { formId: 'other', target: '#other' }))]);
    expect(loads).toEqual([SCRIPT]);
    expect(theirs).toHaveBeenCalledTimes(2);
  });

  it.each<[string, (win: Win) => void, string]>([
    ['does not load', () => {
      throw new Error('404');
    }, 'not-loaded'],
    ['defines no create function', () => undefined, 'no-create'],
    ['is this embed again (its create is this one’s)', () => undefined, 'own-embed'],
    ['is another copy of this embed', (w) => void (w.hbspt!.forms!.create = Object.assign(() => undefined, { [OWN_CREATE]: true })), 'own-embed'],
    ['throws when asked', (w) => void (w.hbspt!.forms!.create = () => {
      throw new Error('older bug');
    }), 'threw'],
  ])('says so, and reports a render error with its counter, when the script %s', async (_, run, reason) => {
    const win = page();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A script that defines nothing leaves the page's create as it was: this embed's.
    const load = reason === 'no-create' ? loader((w) => void delete w.hbspt!.forms!.create) : loader(run);
    expect(await showWithOlderEmbed(input(win, load))).toBe(false);
    const [report, count] = beacons;
    expect(report![0]).toBe(`${BASE}/forms-embed/raw/error.gif`);
    expect(JSON.parse(report![1]!).extra).toMatchObject({ data: { code: 'NON_EMBEDDABLE_EDITOR2_FORM', status: 403, script: SCRIPT, reason }, formId });
    expect(count).toEqual([`${BASE}/embed/v3/counters.gif?key=forms-embed-1.0.0-render-error&count=1`, undefined]);
    expect(win.hbspt!.forms!.create).toBe(ours);
  });
});
