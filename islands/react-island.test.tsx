// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { settle } from '../tests/dom';
import { attributesOf, KeptContent, readKept, reactIsland, type Kept } from './react-island';

const context = () => ({ name: 'test', fail: vi.fn() });

/** Classic markup as a server prints it: a list and a button, with the spaces between them. */
const CLASSIC = '<ul class="tabs"><li class="active">Mô tả</li> <li>Đánh giá</li></ul> <button type="button" class="more">Thêm</button>';

/** The component's first render is the classic markup again; a press on the button breaks it. */
function Tabs({ titles }: { titles: string[] }) {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('render failed');
  return (
    <>
      <ul className="tabs">
        <li className="active">{titles[0]}</li> <li>{titles[1]}</li>
      </ul>{' '}
      <button type="button" className="more" onClick={() => setBroken(true)}>
        Thêm
      </button>
    </>
  );
}
const readTabs = (element: HTMLElement) => {
  const titles = [...element.querySelectorAll('li')].map((li) => li.textContent ?? '');
  return titles.length ? { titles } : undefined;
};

describe('reactIsland', () => {
  it('renders a mount point’s component with its props, in place of the server’s fallback', async () => {
    const element = document.createElement('div');
    element.innerHTML = '<p>fallback</p>';
    const Notice = ({ text }: { text: string }) => <p className="woocommerce-store-notice">{text}</p>;
    const dispose = await reactIsland(Notice).mount(element, { text: 'Giao hàng miễn phí' }, context());
    await settle();
    expect(element.innerHTML).toBe('<p class="woocommerce-store-notice">Giao hàng miễn phí</p>');
    (dispose as () => void)();
    expect(element.innerHTML).toBe('');
  });

  it('hydrates classic markup read into props: the server’s nodes are kept, not made anew', async () => {
    const element = document.createElement('div');
    element.innerHTML = CLASSIC;
    const [list, button] = [element.querySelector('ul'), element.querySelector('button')];
    await reactIsland(Tabs, [], readTabs).mount(element, {}, context());
    await settle();
    expect(element.innerHTML).toBe(CLASSIC);
    expect(element.querySelector('ul')).toBe(list);
    expect(element.querySelector('button')).toBe(button);
  });

  it('leaves the hydrated markup in the page when the island goes (its element moved, the runtime stopped)', async () => {
    const element = document.createElement('div');
    element.innerHTML = CLASSIC;
    const list = element.querySelector('ul');
    const dispose = (await reactIsland(Tabs, [], readTabs).mount(element, {}, context())) as () => void;
    await settle();
    dispose();
    expect(element.innerHTML).toBe(CLASSIC);
    expect(element.querySelector('ul')).toBe(list);
  });

  it('renders kept content again as it was read: text, and elements with their attributes and inner markup', async () => {
    const element = document.createElement('a');
    element.innerHTML = '<i class="icon-play" data-x="1" style="color: red"></i> Xem <b>video</b>';
    const nodes = Array.from(element.childNodes);
    const Link = ({ kept }: { kept: Kept[] }) => <KeptContent kept={kept} />;
    await reactIsland(Link, [], (link) => ({ kept: readKept(link) })).mount(element, {}, context());
    await settle();
    expect(element.innerHTML).toBe('<i class="icon-play" data-x="1" style="color: red"></i> Xem <b>video</b>');
    expect(Array.from(element.childNodes)).toEqual(nodes);
  });

  it('reads a list of nodes as kept content and an element’s attributes but its style and those left, and hydrates them as they were', async () => {
    const element = document.createElement('div');
    element.innerHTML = '<b>Số lượng</b> <button type="button" class="plus" style="color: red" value="1">+</button> <!-- hook --><i>còn 3</i>';
    const nodes = Array.from(element.childNodes);
    const button = element.querySelector('button')!;
    expect(attributesOf(button, 'value')).toEqual({ type: 'button', class: 'plus' });
    const Stepper = ({ before, attributes, after }: { before: Kept[]; attributes: Record<string, string>; after: Kept[] }) => {
      const [presses, setPresses] = useState(0);
      return (
        <>
          <KeptContent kept={before} />
          <button {...attributes} data-presses={presses} onClick={() => setPresses(presses + 1)}>
            +
          </button>
          <KeptContent kept={after} />
        </>
      );
    };
    const read = () => ({ before: readKept(nodes.slice(0, 2)), attributes: attributesOf(button, 'value'), after: readKept(nodes.slice(3)) });
    await reactIsland(Stepper, [], read).mount(element, {}, context());
    await settle();
    button.click();
    await vi.waitFor(() => expect(button.dataset.presses).toBe('1'));
    // The comment is not read (it shows nothing), and hydration passes over it.
    expect(Array.from(element.childNodes)).toEqual(nodes);
    nodes.forEach((node, i) => expect(element.childNodes[i]).toBe(node));
    expect(button.getAttribute('style')).toBe('color: red');
    expect(button.value).toBe('1');
  });

  it('leaves markup it cannot read alone', async () => {
    const element = document.createElement('div');
    element.innerHTML = '<p>no tabs</p>';
    expect(await reactIsland(Tabs, [], readTabs).mount(element, {}, context())).toBeUndefined();
    expect(element.innerHTML).toBe('<p>no tabs</p>');
  });

  it('reports a render error after hydration, and its disposal puts the server’s classic markup back', async () => {
    const element = document.createElement('div');
    element.innerHTML = CLASSIC;
    const ctx = context();
    const dispose = (await reactIsland(Tabs, [], readTabs).mount(element, {}, ctx)) as () => void;
    await settle();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    element.querySelector('button')!.click();
    await vi.waitFor(() => expect(ctx.fail).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' })));
    // What the loader does with a failed island: it disposes it.
    dispose();
    expect(element.innerHTML).toBe(CLASSIC);
  });
});
