// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { parseHydrate } from './index';
import { idle } from './idle';
import { HOLD_LIMIT, interaction } from './interaction';
import { load } from './load';
import { media } from './media';
import { visible } from './visible';

const element = (): HTMLElement => document.body.appendChild(document.createElement('div'));

describe('parseHydrate', () => {
  it('reads a strategy and its option', () => {
    expect(parseHydrate('media((max-width: 849px))')).toEqual(['media', '(max-width: 849px)']);
    expect(parseHydrate(' visible ')).toEqual(['visible', undefined]);
    expect(parseHydrate('visible(300px)')).toEqual(['visible', '300px']);
  });
  it('rejects unknown and inherited names', () => {
    expect(parseHydrate('eventually')).toBeUndefined();
    expect(parseHydrate('toString')).toBeUndefined();
    expect(parseHydrate('')).toBeUndefined();
    expect(parseHydrate(null)).toBeUndefined();
  });
});

describe('load', () => {
  it('runs on the next microtask, unless cancelled', async () => {
    const run = vi.fn();
    load(run, undefined, element());
    expect(run).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(run).toHaveBeenCalledOnce();
    const other = vi.fn();
    load(other, undefined, element())();
    await Promise.resolve();
    expect(other).not.toHaveBeenCalled();
  });
});

describe('idle', () => {
  it('waits for an idle period after the page has loaded', () => {
    vi.useFakeTimers();
    let idleCallback: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idleCallback = callback;
      return 7;
    });
    const run = vi.fn();
    idle(run, undefined, element());
    expect(run).not.toHaveBeenCalled();
    idleCallback?.();
    expect(run).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('waits for the load event when the document is still loading', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const schedule = vi.fn((_callback: () => void) => 1);
    vi.stubGlobal('requestIdleCallback', schedule);
    const run = vi.fn();
    idle(run, undefined, element());
    expect(schedule).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(schedule).toHaveBeenCalledOnce();
    schedule.mock.calls[0]?.[0]();
    expect(run).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('falls back to a timeout without requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    // happy-dom defines it; remove it for this test.
    const saved = Object.getOwnPropertyDescriptor(window, 'requestIdleCallback');
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    const run = vi.fn();
    idle(run, undefined, element());
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    if (saved) Object.defineProperty(window, 'requestIdleCallback', saved);
    vi.unstubAllGlobals();
  });
});

describe('visible', () => {
  it('runs only when the element intersects, with the given root margin', () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[]; disconnected: boolean }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record;
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.record = { callback, options, targets: [] as Element[], disconnected: false };
          observers.push(this.record);
        }
        observe(target: Element) {
          this.record.targets.push(target);
        }
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
    const target = element();
    target.innerHTML = '<span></span>';
    const run = vi.fn();
    visible(run, '50px', target);
    const observer = observers[0]!;
    expect(observer.options?.rootMargin).toBe('50px');
    expect(observer.targets).toEqual([target, target.firstElementChild]);
    observer.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(run).not.toHaveBeenCalled();
    observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(run).toHaveBeenCalledOnce();
    expect(observer.disconnected).toBe(true);
    vi.unstubAllGlobals();
  });
});

const settleMicrotasks = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('interaction', () => {
  it('runs on the first focus, pointer or key inside the element, once', () => {
    const target = element();
    target.innerHTML = '<button>b</button>';
    const run = vi.fn();
    interaction(run, undefined, target);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
    target.querySelector('button')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    target.dispatchEvent(new Event('keydown'));
    expect(run).toHaveBeenCalledOnce();
  });

  it('stops listening when cancelled', () => {
    const target = element();
    const run = vi.fn();
    interaction(run, undefined, target)();
    target.dispatchEvent(new Event('pointerover'));
    expect(run).not.toHaveBeenCalled();
  });

  /** A run that settles when the test says: the island's chunk arriving. */
  const deferred = () => {
    let settle!: () => void;
    const done = new Promise<void>((resolve) => (settle = resolve));
    return { run: vi.fn(() => done), settle };
  };
  const click = (target: Element, init: MouseEventInit = {}): boolean =>
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));

  it('holds a link’s click that comes while the island loads, and does it again once it has mounted', async () => {
    const target = element();
    target.innerHTML = '<a href="/elsewhere/"><span>a</span></a>';
    const inner = target.querySelector('span')!;
    const { run, settle } = deferred();
    // The island's own handler, there once it has mounted.
    let mounted = false;
    const handled: string[] = [];
    target.querySelector('a')!.addEventListener('click', (event) => {
      if (!mounted) return;
      handled.push((event.target as Element).tagName);
      event.preventDefault();
    });
    interaction(run, undefined, target);
    inner.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    // The link is not followed.
    expect(click(inner)).toBe(false);
    mounted = true;
    settle();
    // The link itself is clicked again, for the island.
    await vi.waitFor(() => expect(handled).toEqual(['A']));
    // Once mounted, clicks are the island's: nothing more is held.
    expect(click(inner)).toBe(false);
    expect(handled).toEqual(['A', 'SPAN']);
  });

  it('leaves a link’s click that another island already took (cancelled it) to that island', async () => {
    const target = element();
    target.innerHTML = '<a href="/product/" class="reset">Clear</a>';
    const { run, settle } = deferred();
    const taken = vi.fn((event: Event) => event.preventDefault());
    target.addEventListener('click', taken);
    interaction(run, undefined, target);
    target.dispatchEvent(new Event('focusin'));
    expect(click(target.querySelector('a')!)).toBe(false);
    expect(taken).toHaveBeenCalledOnce();
    settle();
    await settleMicrotasks();
    // Not done again: it was never held.
    expect(taken).toHaveBeenCalledOnce();
  });

  it('leaves other clicks alone while the island loads: a button’s, a checkbox’s, a label’s', () => {
    const target = element();
    target.innerHTML = '<button type="button">+</button><label><input type="checkbox"> ok</label>';
    const { run } = deferred();
    interaction(run, undefined, target);
    target.dispatchEvent(new Event('focusin'));
    const heard = vi.fn();
    target.addEventListener('click', heard);
    expect(click(target.querySelector('button')!)).toBe(true);
    const box = target.querySelector('input')!;
    box.click();
    expect(box.checked).toBe(true);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('wakes on a click with nothing before it, holding that click too', async () => {
    const target = element();
    target.innerHTML = '<a href="/elsewhere/">a</a>';
    const { run, settle } = deferred();
    interaction(run, undefined, target);
    const link = target.querySelector('a')!;
    expect(click(link)).toBe(false);
    expect(run).toHaveBeenCalledOnce();
    const replayed = vi.fn();
    link.addEventListener('click', replayed);
    settle();
    await vi.waitFor(() => expect(replayed).toHaveBeenCalledOnce());
  });

  it('sends a held form again with the same button, also when the island failed', async () => {
    const target = element();
    target.innerHTML = '<form><button name="go" value="1">b</button></form>';
    const form = target.querySelector('form')!;
    const button = form.querySelector('button')!;
    let fail!: (error: Error) => void;
    const run = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    const sent: Array<Element | null> = [];
    interaction(run, undefined, target);
    target.dispatchEvent(new Event('focusin'));
    const first = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    expect(form.dispatchEvent(first)).toBe(false);
    form.addEventListener('submit', (event) => {
      sent.push(event.submitter);
      event.preventDefault();
    });
    fail(new Error('the chunk failed'));
    await vi.waitFor(() => expect(sent).toEqual([button]));
  });

  it('leaves alone a submit a script dispatches, which sends nothing, and one already cancelled', () => {
    const target = element();
    target.innerHTML = '<form></form>';
    const form = target.querySelector('form')!;
    interaction(deferred().run, undefined, target);
    target.dispatchEvent(new Event('focusin'));
    const heard = vi.fn();
    form.addEventListener('submit', heard);
    const scripted = new Event('submit', { bubbles: true, cancelable: true });
    Object.defineProperty(scripted, 'isTrusted', { value: false });
    expect(form.dispatchEvent(scripted)).toBe(true);
    document.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true });
    target.innerHTML += '<a href="/elsewhere/">a</a>';
    expect(click(target.querySelector('a')!)).toBe(false);
    expect(heard).toHaveBeenCalledOnce();
  });

  it('holds the click of a picture inside a link, and follows the link once the island is there', async () => {
    const target = element();
    target.innerHTML = '<a href="/product/"><svg><path d="M0 0"/></svg></a>';
    const { run, settle } = deferred();
    interaction(run, undefined, target);
    let mounted = false;
    const followed = vi.fn((event: Event) => event.preventDefault());
    target.querySelector('a')!.addEventListener('click', (event) => mounted && followed(event));
    expect(click(target.querySelector('path')!)).toBe(false);
    mounted = true;
    settle();
    await vi.waitFor(() => expect(followed).toHaveBeenCalledOnce());
  });

  it('holds only a link that leaves this tab: not one for another tab, a download, or a place on this page', () => {
    const target = element();
    target.innerHTML = '<a href="/x/" target="_blank">t</a><a href="/f.pdf" download>d</a><a href="#here">h</a><a href="#">c</a>';
    interaction(deferred().run, undefined, target);
    target.dispatchEvent(new Event('focusin'));
    for (const link of target.querySelectorAll('a')) {
      link.addEventListener('click', (event) => event.preventDefault(), { once: true });
      // Not held: the page's own listener is the one that cancels it.
      let reached = false;
      link.addEventListener('click', () => (reached = true), { once: true });
      click(link);
      expect(reached, link.outerHTML).toBe(true);
    }
  });

  it('gives the page its own action back when the chunk has not come within HOLD_LIMIT', () => {
    vi.useFakeTimers();
    try {
      const target = element();
      target.innerHTML = '<a href="/product/">a</a>';
      interaction(() => new Promise<void>(() => {}), undefined, target);
      const link = target.querySelector('a')!;
      expect(click(link)).toBe(false);
      const followed = vi.fn((event: Event) => event.preventDefault());
      link.addEventListener('click', followed);
      vi.advanceTimersByTime(HOLD_LIMIT - 1);
      expect(followed).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(followed).toHaveBeenCalledOnce();
      // And no more holding: the next click is the page's.
      expect(click(link)).toBe(false);
      expect(followed).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does the next held actions when one cannot be done', async () => {
    const target = element();
    target.innerHTML = '<form></form><a href="/next/">n</a>';
    const form = target.querySelector('form')!;
    const link = target.querySelector('a')!;
    const { run, settle } = deferred();
    interaction(run, undefined, target);
    target.dispatchEvent(new Event('focusin'));
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    click(link);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    form.requestSubmit = () => {
      throw new TypeError('not a submit button');
    };
    const followed = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', followed);
    settle();
    await vi.waitFor(() => expect(followed).toHaveBeenCalledOnce());
    expect(console.error).toHaveBeenCalledOnce();
  });

  it('lets a click with a modifier through: a new tab is the browser’s', () => {
    const target = element();
    target.innerHTML = '<a href="/x/">a</a>';
    interaction(deferred().run, undefined, target);
    expect(click(target.querySelector('a')!, { ctrlKey: true })).toBe(true);
  });

  it('holds nothing once cancelled before the island came', () => {
    const target = element();
    target.innerHTML = '<a href="/x/">a</a>';
    const cancel = interaction(deferred().run, undefined, target);
    target.dispatchEvent(new Event('keydown'));
    cancel();
    expect(click(target.querySelector('a')!)).toBe(true);
  });
});

describe('media', () => {
  it('runs when the query matches later, not before', async () => {
    let listener: ((event: MediaQueryListEvent) => void) | undefined;
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      matches: false,
      addEventListener: (_type: string, fn: (event: MediaQueryListEvent) => void) => (listener = fn),
      removeEventListener: vi.fn(),
    }));
    const run = vi.fn();
    media(run, '(max-width: 849px)', element());
    await Promise.resolve();
    expect(run).not.toHaveBeenCalled();
    listener?.({ matches: false } as MediaQueryListEvent);
    expect(run).not.toHaveBeenCalled();
    listener?.({ matches: true } as MediaQueryListEvent);
    expect(run).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('runs at once when the query already matches', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    const run = vi.fn();
    media(run, '(min-width: 1px)', element());
    await Promise.resolve();
    expect(run).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
