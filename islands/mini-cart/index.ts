import { cart as strings } from '../../src/i18n/catalogs/cart';
import type { IslandModule } from '../../src/runtime/types';
import { $config } from '../../stores/config';
import { reactIsland } from '../react-island';
import { MiniCart, type MiniCartProps } from './mini-cart';
import { Dropdown } from './panels';

const island = reactIsland<MiniCartProps>(MiniCart, [strings]);

/**
 * Mounts the mini-cart on a WooCommerce cart widget. The widget's content is the fragments' (see
 * `MiniCart`), so the component does not hydrate it: its root is a container of its own, off the
 * page, and what it shows (the drawer) it renders through a portal.
 */
const miniCart: IslandModule = {
  async mount(widget, _props, context) {
    const item = widget.closest<HTMLElement>('.header .cart-item');
    const offCanvas = $config.get().cart.style === 'off-canvas';
    // The drawer's code loads only for shops that use it.
    const header = item ? { item, Panel: offCanvas ? (await import('./drawer')).Drawer : Dropdown } : undefined;
    return island.mount(document.createElement('div'), { widget, header }, context);
  },
};

export default miniCart;
