// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCaptcha } from '../../../src/forms/submit/captcha';
import { createRecaptchaProvider, loadWebFont, type Grecaptcha } from './captcha';

type TestWindow = Window & {
  grecaptcha?: unknown;
  happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean; disableCSSFileLoading: boolean } };
} & Record<string, unknown>;
const win = window as unknown as TestWindow;
const scripts = () => [...document.head.querySelectorAll('script')];
const onloadOf = (script: HTMLScriptElement) => new URL(script.src, location.href).searchParams.get('onload')!;

/** A grecaptcha as Google's script defines it, recording what the form asks of it. */
const fakeGrecaptcha = () => {
  const rendered: Array<{ container: HTMLElement; parameters: Record<string, unknown> }> = [];
  const g: Grecaptcha & { rendered: typeof rendered } = {
    rendered,
    render: vi.fn((container, parameters) => rendered.push({ container, parameters }) - 1),
    execute: vi.fn(),
    reset: vi.fn(),
  };
  return g;
};
/** What the real script does once it has loaded: define grecaptcha, then call the onload callback. */
const finishLoading = (script: HTMLScriptElement, g = fakeGrecaptcha()) => {
  win.grecaptcha = g;
  (win[onloadOf(script)] as () => void)();
  return g;
};
const container = () => document.body.appendChild(document.createElement('div'));

beforeEach(() => {
  // Nothing is fetched in the unit tests: scripts never run here, and stylesheets are not loaded;
  // an element "loads" at once instead, and the test plays the script's part.
  win.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
  win.happyDOM.settings.disableCSSFileLoading = true;
});
afterEach(() => {
  win.happyDOM.settings.handleDisabledFileLoadingAsSuccess = false;
  win.happyDOM.settings.disableCSSFileLoading = false;
  delete win.grecaptcha;
});

describe('createRecaptchaProvider', () => {
  it('loads Google’s script once, explicit, in the form’s language, and resolves on its onload callback', async () => {
    const a = createRecaptchaProvider({ container: container(), locale: 'pt-br', win });
    const b = createRecaptchaProvider({ container: container(), locale: 'vi', win });
    let loaded = false;
    const pending = Promise.all([a.load(), b.load()]).then(() => (loaded = true));
    expect(scripts()).toHaveLength(1);
    const [script] = scripts();
    expect(script!.src).toBe(`https://www.google.com/recaptcha/api.js?render=explicit&hl=pt-BR&onload=${onloadOf(script!)}`);
    expect(script!.async).toBe(true);
    await Promise.resolve();
    expect(loaded).toBe(false);
    finishLoading(script!);
    await pending;
    expect(win[onloadOf(script!)]).toBeUndefined();
  });

  it('loads from reCAPTCHA’s alternate host for visitors in China, or from the script given', () => {
    void createRecaptchaProvider({ container: container(), locale: 'zh-cn', country: 'CN', win: { ...win, document } as unknown as Window }).load();
    expect(scripts()[0]!.src).toMatch(/^https:\/\/www\.recaptcha\.net\/recaptcha\/api\.js\?render=explicit&hl=zh-CN&onload=/);
    document.head.innerHTML = '';
    void createRecaptchaProvider({ container: container(), scriptUrl: '/forms/test-captcha.js', win: { ...win, document } as unknown as Window }).load();
    expect(scripts()[0]!.getAttribute('src')).toMatch(/^\/forms\/test-captcha\.js\?render=explicit&hl=en&onload=/);
  });

  it('uses reCAPTCHA the page loaded itself, without a second script', async () => {
    const g = fakeGrecaptcha();
    const page = { grecaptcha: g, document } as unknown as Window;
    await createRecaptchaProvider({ container: container(), win: page }).load();
    expect(scripts()).toHaveLength(0);
  });

  it('rejects when the script fails, and tries again on the next load', async () => {
    const page = { document } as unknown as Window;
    const provider = createRecaptchaProvider({ container: container(), win: page });
    const first = provider.load();
    const failed = scripts()[0]!;
    failed.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/failed to load/);
    expect(failed.isConnected).toBe(false);
    expect((page as TestWindow)[onloadOf(failed)]).toBeUndefined();
    const second = provider.load();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).not.toBe(failed);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(second).rejects.toThrow(/failed to load/);
  });

  it('renders the invisible widget with its badge inline in the container, and drives it by id', async () => {
    const page = { document } as unknown as TestWindow;
    const badge = container();
    const provider = createRecaptchaProvider({ container: () => badge, win: page });
    const loading = provider.load();
    page.grecaptcha = fakeGrecaptcha();
    (page[onloadOf(scripts()[0]!)] as () => void)();
    await loading;
    const g = page.grecaptcha as ReturnType<typeof fakeGrecaptcha>;
    const success = vi.fn();
    const expired = vi.fn();
    const id = provider.render('site-key', { success, expired });
    expect(id).toBe(0);
    expect(g.rendered[0]!.container).toBe(badge);
    expect(g.rendered[0]!.parameters).toEqual({
      sitekey: 'site-key',
      size: 'invisible',
      badge: 'inline',
      isolated: true,
      callback: success,
      'expired-callback': expired,
      'error-callback': expired,
    });
    provider.execute(id);
    provider.reset(id);
    expect(g.execute).toHaveBeenCalledWith(0);
    expect(g.reset).toHaveBeenCalledWith(0);
  });

  it('gives the engine’s captcha a token: load, render, execute, success', async () => {
    const page = { document } as unknown as TestWindow;
    const provider = createRecaptchaProvider({ container: container(), win: page });
    const captcha = createCaptcha({ enabled: true, siteKey: 'k', provider, timers: globalThis });
    const token = captcha.execute();
    const g = fakeGrecaptcha();
    g.execute = vi.fn(() => (g.rendered[0]!.parameters.callback as (t: string) => void)('tok-123'));
    page.grecaptcha = g;
    (page[onloadOf(scripts()[0]!)] as () => void)();
    await expect(token).resolves.toBe('tok-123');
    expect(captcha.status).toBe('PASSED');
    captcha.dispose();
  });
});

describe('loadWebFont', () => {
  it('adds the stylesheet for the family once, with weights 400, 500 and 700', () => {
    const first = loadWebFont('"Be Vietnam Pro", sans-serif');
    const again = loadWebFont("'Be Vietnam Pro'");
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(again).toBe(first);
    expect(first!.getAttribute('href')).toBe('https://fonts.googleapis.com/css2?family=Be+Vietnam+Pro:wght@400;500;700&display=swap');
  });

  it('loads nothing for a font every system has', () => {
    expect(loadWebFont('arial, helvetica, sans-serif')).toBeUndefined();
    expect(document.head.querySelector('link')).toBeNull();
  });

  it('adds the stylesheet to the document it is given (the shell’s)', () => {
    const other = document.implementation.createHTMLDocument('shell');
    loadWebFont('Roboto', other);
    expect(other.head.querySelectorAll('link')).toHaveLength(1);
    expect(document.head.querySelector('link')).toBeNull();
  });
});
