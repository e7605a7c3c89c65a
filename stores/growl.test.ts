import { afterEach, describe, expect, it } from 'vitest';
import { $growls, closeGrowl, growl } from './growl';

afterEach(() => {
  for (const { id } of $growls.get()) closeGrowl(id);
});

describe('the growl store', () => {
  it('holds the messages shown, oldest first, each with its own id and its link', () => {
    const first = growl('Một', { link: { href: '/gio-hang/', text: 'Xem giỏ hàng' } });
    const second = growl('Hai');
    expect(first).not.toBe(second);
    expect($growls.get()).toEqual([
      { id: first, message: 'Một', link: { href: '/gio-hang/', text: 'Xem giỏ hàng' } },
      { id: second, message: 'Hai', link: undefined },
    ]);
  });

  it('closes one message, leaving the others, and tells nobody when it was already gone', () => {
    const first = growl('Một');
    const second = growl('Hai');
    closeGrowl(first);
    expect($growls.get().map(({ id }) => id)).toEqual([second]);
    const before = $growls.get();
    closeGrowl(first);
    expect($growls.get()).toBe(before);
  });
});
