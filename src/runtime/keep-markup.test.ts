// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { keepingMarkup } from './keep-markup';
import type { IslandModule } from './types';

/** An island that, like an unmounting root, removes the element's children and a node of its own. */
const remover: IslandModule = {
  mount(element) {
    const own = document.createElement('span');
    element.append(own);
    return () => {
      for (const child of Array.from(element.childNodes)) element.removeChild(child);
    };
  },
};

describe('keepingMarkup', () => {
  it('leaves the markup the island found when it is disposed, and removes what the island added', async () => {
    document.body.innerHTML = '<p class="tooltip"><i class="icon"></i> Giao hàng</p>';
    const element = document.querySelector<HTMLElement>('.tooltip')!;
    const before = Array.from(element.childNodes);
    const dispose = await keepingMarkup(remover).mount(element, {}, { name: 'test', fail: () => {} });
    expect(element.querySelector('span')).not.toBeNull();
    dispose!();
    expect(Array.from(element.childNodes)).toEqual(before);
    expect(element.innerHTML).toBe('<i class="icon"></i> Giao hàng');
    expect(Object.hasOwn(element, 'removeChild')).toBe(false);
  });
});
