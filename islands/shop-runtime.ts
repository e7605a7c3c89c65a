/**
 * The code shop islands share, built into ONE chunk, and the page's composition root: the cart
 * store's listeners (the page's, WooCommerce's events) are registered here, once per page, before
 * any island subscribes to the cart. No code of ours imports this module: the build
 * (`sharedChunks` in esbuild.config.mjs) adds an import of it to every shop island's entry.
 *
 * Why: esbuild has no manual chunks. It puts each module two entries share in a chunk keyed by
 * the exact set of entries that import it, so the stores, events and page helpers the islands
 * share came out as a dozen files of 0.2 to 2 KB, each compressed on its own, which costs bytes
 * (every file starts its compression afresh) and requests. Imported by every shop island, these
 * modules have one set of importers and make one chunk. A shop page loads most of it anyway (the
 * mini-cart, in every header, needs the cart store), and once cached it serves every page.
 *
 * What belongs here: modules that several islands import when they mount. A module one island
 * alone imports is that island's code, and one that is loaded on demand (the cart's requests and
 * their answers) must stay out, or every page would download it at start. Modules the standalone
 * form embed also imports (cookies, nanostores) keep a chunk of their own all the same, since the
 * embed is built with the islands. `npm run size` shows the effect: a variable product's page
 * went from 24 files to 15.
 */
import { cartStore, listenCart } from '../stores/cart';
import { $config } from '../stores/config';
import { $growls, closeGrowl } from '../stores/growl';
import { cartPage } from '../src/cart/page';
import { wooCartEvents } from '../src/cart/woo-events';
import { announce } from '../src/dom/announce';

// Page first: WooCommerce's events after an update come once it is in the page and the cache.
listenCart(cartPage(cartStore, () => $config.get()));
listenCart(wooCartEvents(cartStore));

// The growl messages' component loads with the first message, never at start-up. Should it fail
// to, the live region still says each message.
let growls: Promise<void> | undefined;
$growls.listen((shown) => {
  if (growls || !shown.length) return;
  growls = import('./growl/start')
    .then(({ start }) => start())
    .catch((error: unknown) => {
      console.error('[shop-islands] growl messages failed to load', error);
      for (const { id, message } of $growls.get()) {
        announce(message);
        closeGrowl(id);
      }
      growls = undefined;
    });
});

export * from '../stores/config';
export * from '../stores/i18n';
export * from '../stores/cart';
export * from '../src/events/index';
export * from '../src/events/jquery';
export * from '../src/dom/announce';
export * from '../src/dom/cookies';
export * from '../src/dom/motion';
