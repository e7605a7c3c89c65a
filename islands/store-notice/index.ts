import { readCookie } from '../../src/dom/cookies';
import { DISMISSED, storeNoticeCookie } from '../../src/store-notice/store-notice';
import type { IslandModule } from '../../src/runtime/types';
import { onApproach } from '../on-approach';
import type { StoreNoticeProps } from './types';

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
    const approach = onApproach([element], () => import('./StoreNotice').then(({ default: view }) => view.mount(element, props, context)), context.fail);
    approach.holding.listen(element, 'click', (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>(LINK) : null;
      if (!link) return;
      approach.hold(event, () => {
        if (link.isConnected) link.click();
      });
    });
    return approach.dispose;
  },
};

export default storeNotice;
