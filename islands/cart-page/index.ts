import { common } from '../../src/i18n/catalogs/common';
import type { IslandModule } from '../../src/runtime/types';
import { reactIsland } from '../react-island';
import { CartPage, type CartPageProps } from './cart-page';

const island = reactIsland<CartPageProps>(CartPage, [common]);

/**
 * Mounts the cart page's component on WooCommerce's cart form. The form is WooCommerce's (see
 * `CartPage`), so the component does not hydrate it: its root is a container of its own, off the
 * page, and the overlay it shows it renders into the form through a portal.
 */
const cartPage: IslandModule = {
  mount: (form, _props, context) => island.mount(document.createElement('div'), { form: form as HTMLFormElement }, context),
};

export default cartPage;
