import { readCookie } from '../../src/dom/cookies';
import { createDisposer } from '../../src/events/index';
import { DISMISSED, storeNoticeCookie } from '../../src/store-notice/store-notice';
import type { Dispose, IslandModule } from '../../src/runtime/types';
import type { StoreNoticeProps } from './types';

/** Signs that the shopper is coming to the notice. */
const APPROACH = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const LINK = '.woocommerce-store-notice__dismiss-link';

/**
 * The store notice. What must happen when the page loads is done here, without the framework: a
 * notice the visitor has dismissed (its cookie says so, on a page served from a cache) goes. Until
 * the shopper comes to it, the server's notice is what they should see; the component
 * (./StoreNotice) hydrates it on the first pointer, touch, focus or key in it, and a click on its
 * dismiss link meanwhile is held and handed to it, instead of taking the no-JavaScript way
 * through the server.
 *
 * On another theme's page it is WooCommerce's own notice that is enhanced (./classic), imported
 * then: the theme's pages never download it.
 */
const storeNotice: IslandModule<StoreNoticeProps> = {
  mount(element, props, context) {
    if (!element.hasAttribute('data-island')) {
      // A notice inside the theme's mount point is that island's (the registry's selector leaves
      // it out; this is for an engine that would not).
      if (element.parentElement?.closest('[data-island]')) return undefined;
      return import('./classic').then(({ enhanceClassic }) => enhanceClassic(element));
    }
    const { text, noticeId } = props;
    if (typeof text !== 'string' || typeof noticeId !== 'string') {
      throw new TypeError('store-notice: props need "text" and "noticeId" strings');
    }
    if (readCookie(storeNoticeCookie(noticeId)) === DISMISSED) {
      element.replaceChildren();
      return undefined;
    }
    let stopped = false;
    let held = false;
    let dispose: Dispose | void;
    const approach = createDisposer();
    const holding = createDisposer();
    let started = false;
    let failed = false;
    const wake = (): void => {
      if (started) return;
      started = true;
      approach.dispose();
      import('./StoreNotice')
        .then(async ({ default: view }) => {
          if (stopped) return;
          dispose = await view.mount(element, props, context);
          if (stopped) dispose?.();
        })
        .catch((error: unknown) => {
          // The notice is the server's again: a held click takes the no-JavaScript way.
          failed = true;
          context.fail(error);
        })
        .finally(() => {
          holding.dispose();
          if (held && (failed || !stopped)) element.querySelector<HTMLElement>(LINK)?.click();
        });
    };
    for (const type of APPROACH) approach.listen(element, type, wake, { passive: true });
    holding.listen(element, 'click', (event) => {
      if (!(event.target instanceof Element) || !event.target.closest(LINK)) return;
      event.preventDefault();
      held = true;
      wake();
    });
    return () => {
      stopped = true;
      approach.dispose();
      holding.dispose();
      dispose?.();
    };
  },
};

export default storeNotice;
