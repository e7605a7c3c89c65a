// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_EVENT } from './contract';
import { islandsOff, readProps, startIslands, type Islands } from './islands';
import type { IslandDefinition, IslandModule } from './types';

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** An island that records its mounts and writes a marker, so tests see what happened. */
function recorder(name: string, extra: Partial<IslandDefinition> = {}) {
  const mounts: { element: HTMLElement; props: unknown }[] = [];
  const disposed: HTMLElement[] = [];
  const module: IslandModule = {
    mount(element, props) {
      mounts.push({ element, props });
      element.dataset['mounted'] = name;
      return () => disposed.push(element);
    },
  };
  const load = vi.fn(async () => ({ default: module }));
  const definition: IslandDefinition = { name, load, ...extra };
  return { definition, mounts, disposed, load };
}

let running: Islands | undefined;
const start = (registry: IslandDefinition[]): Islands => {
  running = startIslands({ registry });
  return running;
};
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe('island runtime', () => {
  it('mounts a load island with props from its JSON script', async () => {
    document.body.innerHTML = `<div data-island="a" data-hydrate="load"><script type="application/json" data-island-props>{"x":1,"s":"<b>"}</script><p>server</p></div>`;
    const a = recorder('a');
    start([a.definition]);
    await flush();
    expect(a.mounts).toHaveLength(1);
    expect(a.mounts[0]?.props).toEqual({ x: 1, s: '<b>' });
    expect(document.querySelector('[data-island=a]')?.getAttribute('data-island-state')).toBe('hydrated');
  });

  it('reads props from a data-props attribute too, and rejects broken or non-object JSON', () => {
    const element = document.createElement('div');
    element.setAttribute('data-island', 'a');
    element.setAttribute('data-props', '{"y":"two"}');
    expect(readProps(element)).toEqual({ y: 'two' });
    element.setAttribute('data-props', '{oops');
    expect(() => readProps(element)).toThrow(SyntaxError);
    element.setAttribute('data-props', '[1]');
    expect(() => readProps(element)).toThrow('island props must be a JSON object');
    element.removeAttribute('data-props');
    expect(readProps(element)).toEqual({});
  });

  it('fails an island with broken props JSON, keeping its markup', async () => {
    document.body.innerHTML = `<div data-island="a" data-hydrate="load"><script type="application/json" data-island-props>{"x":</script><p>server</p></div>`;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const a = recorder('a');
    start([a.definition]);
    await flush();
    expect(a.mounts).toHaveLength(0);
    expect(document.querySelector('[data-island]')?.getAttribute('data-island-state')).toBe('error');
    expect(document.querySelector('p')?.textContent).toBe('server');
  });

  it('hydrates each element once, even when scanned again', async () => {
    document.body.innerHTML = `<div data-island="a" data-hydrate="load"></div>`;
    const a = recorder('a');
    const islands = start([a.definition]);
    islands.scan();
    islands.scan(document.body);
    await flush();
    expect(a.mounts).toHaveLength(1);
  });

  it('finds islands added later through the MutationObserver', async () => {
    const a = recorder('a');
    start([a.definition]);
    const holder = document.createElement('section');
    holder.innerHTML = `<div data-island="a" data-hydrate="load"></div><div data-island="a" data-hydrate="load"></div>`;
    document.body.append(holder);
    await flush();
    expect(a.mounts).toHaveLength(2);
  });

  it('disposes an island whose element is removed', async () => {
    document.body.innerHTML = `<main><div id="x" data-island="a" data-hydrate="load"></div></main>`;
    const a = recorder('a');
    start([a.definition]);
    await flush();
    const element = document.getElementById('x');
    document.querySelector('main')?.remove();
    await flush();
    expect(a.disposed).toEqual([element]);
  });

  it('never mounts an island removed before its trigger fired', async () => {
    document.body.innerHTML = `<div id="x" data-island="a" data-hydrate="interaction"></div>`;
    const a = recorder('a');
    start([a.definition]);
    const element = document.getElementById('x')!;
    element.remove();
    await flush();
    element.dispatchEvent(new Event('focusin'));
    await flush();
    expect(a.load).not.toHaveBeenCalled();
  });

  it('attaches an enhancer to classic markup matched by its selector', async () => {
    document.body.innerHTML = `<div class="quantity"><input class="qty" value="1"></div><input class="qty" id="outside">`;
    const q = recorder('q', { enhances: ['.quantity input.qty'], hydrate: 'load' });
    start([q.definition]);
    await flush();
    expect(q.mounts.map((m) => m.element)).toEqual([document.querySelector('.quantity input')]);
    expect(q.mounts[0]?.props).toEqual({});
  });

  it('lets markup override the registered strategy', async () => {
    document.body.innerHTML = `<div data-island="a" data-hydrate="interaction"></div>`;
    const a = recorder('a', { hydrate: 'load' });
    start([a.definition]);
    await flush();
    expect(a.load).not.toHaveBeenCalled();
    document.querySelector('[data-island]')?.dispatchEvent(new Event('pointerdown'));
    await flush();
    expect(a.mounts).toHaveLength(1);
  });

  it('warns once about an unknown island and leaves its markup', async () => {
    document.body.innerHTML = `<div data-island="nope"><p>kept</p></div><div data-island="nope"></div>`;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    start([]);
    await flush();
    expect(warn).toHaveBeenCalledOnce();
    expect(document.querySelector('p')?.textContent).toBe('kept');
  });
});

describe('islands kept off for classic scripts', () => {
  it('reads the names the server lists, and none from a page without the list or with a broken one', () => {
    document.body.innerHTML = `<script type="application/json" id="shop-islands-classic">["add-to-cart","mini-cart"]</script>`;
    expect(islandsOff()).toEqual(['add-to-cart', 'mini-cart']);
    document.body.innerHTML = `<script type="application/json" id="shop-islands-classic">{"add-to-cart":true</script>`;
    expect(islandsOff()).toEqual([]);
    document.body.innerHTML = `<script type="application/json" id="shop-islands-classic">{"add-to-cart":true}</script>`;
    expect(islandsOff()).toEqual([]);
    document.body.innerHTML = '';
    expect(islandsOff()).toEqual([]);
  });

  it('mounts neither the mount points nor the enhanced markup of an island that is off, now or later, and warns of nothing', async () => {
    document.body.innerHTML = `<div data-island="notice" data-hydrate="load"><p>server</p></div><div class="quantity"><input class="qty"></div>`;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const notice = recorder('notice', { hydrate: 'load' });
    const add = recorder('add', { enhances: ['.quantity input.qty'], hydrate: 'load' });
    const other = recorder('other', { enhances: ['.quantity'], hydrate: 'load' });
    running = startIslands({ registry: [notice.definition, add.definition, other.definition], off: ['notice', 'add'] });
    document.body.insertAdjacentHTML('beforeend', `<div class="quantity"><input class="qty"></div>`);
    await flush();
    expect(notice.load).not.toHaveBeenCalled();
    expect(add.load).not.toHaveBeenCalled();
    expect(other.mounts).toHaveLength(2);
    expect(document.querySelector('[data-island="notice"]')?.hasAttribute('data-island-state')).toBe(false);
    expect(document.querySelector('input.qty')?.hasAttribute('data-island-state')).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('lifecycle edge cases', () => {
  it('mounts a mount point again, with its props, when it returns to the page after removal', async () => {
    document.body.innerHTML = `<main></main><div id="x" data-island="a" data-hydrate="load"><script type="application/json" data-island-props>{"n":1}</script><p>server</p></div>`;
    const mounts: unknown[] = [];
    const module: IslandModule = {
      mount(element, props) {
        mounts.push(props);
        element.innerHTML = '<button>island</button>';
        return () => element.replaceChildren();
      },
    };
    start([{ name: 'a', load: async () => ({ default: module }) }]);
    await flush();
    const element = document.getElementById('x')!;
    element.remove();
    await flush();
    expect(element.querySelector('p')?.textContent).toBe('server');
    document.querySelector('main')!.append(element);
    await flush();
    expect(mounts).toEqual([{ n: 1 }, { n: 1 }]);
    expect(element.querySelector('button')).not.toBeNull();
  });

  it('undoes an async mount that resolves after the island failed, and keeps the server markup', async () => {
    document.body.innerHTML = `<div data-island="a" data-hydrate="load"><p>server</p></div>`;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dispose = vi.fn();
    start([
      {
        name: 'a',
        load: async () => ({
          default: {
            async mount(element: HTMLElement, _props: unknown, context: { fail(error: unknown): void }) {
              element.innerHTML = '<button>half</button>';
              context.fail(new Error('render failed'));
              await Promise.resolve();
              return dispose;
            },
          },
        }),
      },
    ]);
    await flush();
    expect(dispose).toHaveBeenCalledOnce();
    expect(document.querySelector('[data-island]')?.innerHTML).toBe('<p>server</p>');
  });

  it('fails only the island whose strategy throws; the others still hydrate', async () => {
    document.body.innerHTML = `<div data-island="a" data-hydrate="visible(100)"><p>kept</p></div><div data-island="b" data-hydrate="load"></div>`;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(_callback: unknown, init?: IntersectionObserverInit) {
          if (!/(px|%)$/.test(init?.rootMargin ?? '')) throw new SyntaxError('rootMargin must be specified in pixels or percent');
        }
      },
    );
    const a = recorder('a');
    const b = recorder('b');
    start([a.definition, b.definition]);
    await flush();
    vi.unstubAllGlobals();
    expect(document.querySelector('[data-island="a"]')?.getAttribute('data-island-state')).toBe('error');
    expect(document.querySelector('p')?.textContent).toBe('kept');
    expect(b.mounts).toHaveLength(1);
  });
});

describe('error isolation', () => {
  const failing = (mount: IslandModule['mount']): IslandDefinition => ({
    name: 'bad',
    load: async () => ({ default: { mount } }),
  });

  it('keeps the server markup of an island that throws on mount, logs and reports it', async () => {
    document.body.innerHTML = `<div data-island="bad" data-hydrate="load"><a href="/cart/">Giỏ hàng</a></div><div data-island="a" data-hydrate="load"></div>`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events: CustomEvent[] = [];
    document.addEventListener(ERROR_EVENT, (event) => events.push(event as CustomEvent));
    const a = recorder('a');
    start([
      failing((element) => {
        element.innerHTML = '<span>half-rendered</span>';
        throw new Error('boom');
      }),
      a.definition,
    ]);
    await flush();
    const element = document.querySelector<HTMLElement>('[data-island=bad]')!;
    expect(element.innerHTML).toBe('<a href="/cart/">Giỏ hàng</a>');
    expect(element.getAttribute('data-island-state')).toBe('error');
    expect(error).toHaveBeenCalled();
    expect(events).toHaveLength(1);
    expect(events[0]?.detail).toMatchObject({ name: 'bad' });
    expect((events[0]?.detail as { error: Error }).error.message).toBe('boom');
    // The other island is not affected.
    expect(a.mounts).toHaveLength(1);
  });

  it('isolates an island whose chunk fails to load', async () => {
    document.body.innerHTML = `<div data-island="bad" data-hydrate="load"><p>fallback</p></div>`;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const events: Event[] = [];
    document.addEventListener(ERROR_EVENT, (event) => events.push(event));
    start([{ name: 'bad', load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) }]);
    await flush();
    expect(document.querySelector('p')?.textContent).toBe('fallback');
    expect(events).toHaveLength(1);
  });

  it('puts the markup back when an island fails after mount', async () => {
    document.body.innerHTML = `<div data-island="bad" data-hydrate="load"><p>server</p></div>`;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail: ((error: unknown) => void) | undefined;
    const dispose = vi.fn();
    start([
      failing((element, _props, context) => {
        element.innerHTML = '<button>island</button>';
        fail = context.fail;
        return dispose;
      }),
    ]);
    await flush();
    expect(document.querySelector('button')).not.toBeNull();
    fail?.(new Error('later'));
    expect(dispose).toHaveBeenCalledOnce();
    expect(document.querySelector('[data-island]')?.innerHTML).toBe('<p>server</p>');
  });
});
