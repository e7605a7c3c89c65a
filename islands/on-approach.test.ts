// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { onApproach } from './on-approach';

/** A component's load the test settles itself: `mount` waits until `arrive` or `fail`. */
function component() {
  let arrive!: () => void;
  let reject!: (error: Error) => void;
  const unmount = vi.fn();
  const mount = vi.fn(
    () =>
      new Promise<() => void>((resolve, rejectWith) => {
        arrive = () => resolve(unmount);
        reject = rejectWith;
      }),
  );
  return { mount, unmount, arrive: () => arrive(), reject: (error: Error) => reject(error) };
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
    const { mount } = component();
    onApproach([element], mount, vi.fn());
    expect(mount).not.toHaveBeenCalled();
    element.dispatchEvent(new Event('pointerover', { bubbles: true }));
    element.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('holds what the shopper does meanwhile and does it again once the component is there', async () => {
    const { element, link } = area();
    const { mount, arrive } = component();
    const approach = onApproach([element], mount, vi.fn());
    const done: string[] = [];
    approach.holding.listen(element, 'click', (event) => approach.hold(event, () => done.push('again')));
    const held = click(link);
    expect(held.defaultPrevented).toBe(true);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(done).toEqual([]);
    arrive();
    await vi.waitFor(() => expect(done).toEqual(['again']));
    // Once there, the component hears the page itself: nothing is held any more.
    expect(click(link).defaultPrevented).toBe(false);
  });

  it('does what was held anyway when the component fails, and reports the failure', async () => {
    const { element, link } = area();
    const { mount, reject } = component();
    const fail = vi.fn();
    const approach = onApproach([element], mount, fail);
    const done: string[] = [];
    approach.holding.listen(element, 'click', (event) => approach.hold(event, () => done.push('again')));
    click(link);
    const error = new Error('chunk failed');
    reject(error);
    await vi.waitFor(() => expect(done).toEqual(['again']));
    expect(fail).toHaveBeenCalledWith(error);
  });

  it('gone before the component came: unmounts it as it arrives, and does nothing that was held', async () => {
    const { element, link } = area();
    const { mount, unmount, arrive } = component();
    const approach = onApproach([element], mount, vi.fn());
    const done: string[] = [];
    approach.holding.listen(element, 'click', (event) => approach.hold(event, () => done.push('again')));
    click(link);
    approach.dispose();
    arrive();
    await vi.waitFor(() => expect(unmount).toHaveBeenCalledTimes(1));
    expect(done).toEqual([]);
    element.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the island asks, and unmounts with the island', async () => {
    const { element } = area();
    const { mount, unmount, arrive } = component();
    const approach = onApproach([element], mount, vi.fn());
    const started = approach.start();
    arrive();
    await started;
    expect(mount).toHaveBeenCalledTimes(1);
    approach.dispose();
    expect(unmount).toHaveBeenCalledTimes(1);
  });
});
