import { createRoot } from 'react-dom/client';
import { quantity as strings } from '../../src/i18n/catalogs/quantity';
import type { IslandModule } from '../../src/runtime/types';
import { i18nReady } from '../../stores/i18n';
import { Quantity, type QuantityProps } from './Quantity';

/** The component's props from WooCommerce's field and the `div.quantity` around it. */
function readQuantity(input: HTMLInputElement): QuantityProps {
  const control = (kind: string) => input.parentElement?.querySelector<HTMLElement>(`:scope > .${kind}`) ?? null;
  return {
    input,
    name: input.labels?.[0]?.textContent?.trim() || input.getAttribute('aria-label') || '',
    minus: control('minus'),
    plus: control('plus'),
  };
}

/**
 * Mounted without `reactIsland`: the loader hands this island WooCommerce's `input.qty`, which
 * cannot hold a root, and the `div.quantity` around it (a label, Flatsome's controls, whatever
 * plugins print through WooCommerce's quantity hooks) is too varied to hydrate and is not ours to
 * unmount. The component renders only the controls it adds, in a root of its own, and places them
 * beside the field.
 */
const quantity: IslandModule = {
  async mount(element) {
    const props = readQuantity(element as HTMLInputElement);
    await i18nReady(strings);
    const root = createRoot(document.createDocumentFragment());
    root.render(<Quantity {...props} />);
    return () => root.unmount();
  },
};

export default quantity;
