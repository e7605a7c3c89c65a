// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { onApproach } from './on-approach';

/** A component whose chunk the test lets arrive (`arrive`) or fail (`reject`); `mount` mounts it. */
function component() {
  let arrive!: () => void;
  let reject!: (error: Error) => void;
  const unmount = vi.fn();
  const load = vi.fn(
    () =>
      new Promise<'chunk'>((resolve, rejectWith) => {
        arrive = () => resolve('chunk');
        reject = rejectWith;
      }),
  );
  const mount = vi.fn((_chunk: 'chunk') => unmount);
  return { load, mount, unmount, arrive: () => arrive(), reject: (error: Error) => reject(error) };
}

/** A link the island handles, in an area the shopper comes to. */
function area() {
  document.body.innerHTML = '<div class="area"><a class="link" href="/elsewhere/">Đi</a></div>';
  return { element: document.querySelector<HTMLElement>('.area')!, link: document.querySelector<HTMLElement>('.link')! };
}

const click = (element: HTMLElement): MouseEvent => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

describe('onApproach', () => {
  it('loads nothing until the shopper comes, then mounts the component once', async () => {
    const { element } = area();
    const { load, mount, arrive } = component();
    onApproach([element], load, mount, vi.fn());
    expect(load).not.toHaveBeenCalled();
    element.dispatchEvent(new Event('pointerover', { bubbles: true }));
    element.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await vi.waitFor(() => expect(mount).toHaveBeenCalledWith('chunk'));
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('holds what the shopper does meanwhile and does it again once the component is there', async () => {
    const { element, link } = area();
    const { load, mount, arrive } = component();
    const approach = onApproach([element], load, mount, vi.fn());
    const done: string[] = [];
    approach.holding.listen(element, 'click', (event) => approach.hold(event, () => done.push('again')));
    const held = click(link);
    expect(held.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(done).toEqual([]);
    arrive();
    await vi.waitFor(() => expect(done).toEqual(['again']));
    // Once there, the component hears the page itself: nothing is held any more.
    expect(click(link).defaultPrevented).toBe(false);
  });

  it('does what was held anyway when the component fails, and reports the failure', async () => {
    const { element, link } = area();
    const { load, mount, reject } = component();
    const fail = vi.fn();
    const approach = onApproach([element], load, mount, fail);
    const done: string[] = [];
    approach.holding.listen(element, 'click', (event) => approach.hold(event, () => done.push('again')));
    click(link);
    const error = new Error('chunk failed');
    reject(error);
    await vi.waitFor(() => expect(done).toEqual(['again']));
    expect(fail).toHaveBeenCalledWith(error);
  });

  it('gone before the component came: mounts nothing when it arrives, and does nothing that was held', async () => {
    const { element, link } = area();
    const { load, mount, arrive } = component();
    const approach = onApproach([element], load, mount, vi.fn());
    const done: string[] = [];
    approach.holding.listen(element, 'click', (event) => approach.hold(event, () => done.push('again')));
    click(link);
    approach.dispose();
    arrive();
    await approach.start();
    expect(mount).not.toHaveBeenCalled();
    expect(done).toEqual([]);
    element.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the island asks, and unmounts with the island', async () => {
    const { element } = area();
    const { load, mount, unmount, arrive } = component();
    const approach = onApproach([element], load, mount, vi.fn());
    const started = approach.start();
    arrive();
    await started;
    expect(mount).toHaveBeenCalledTimes(1);
    approach.dispose();
    expect(unmount).toHaveBeenCalledTimes(1);
  });
});
