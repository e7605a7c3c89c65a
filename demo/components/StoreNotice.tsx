import type { StoreNoticeProps } from '../../src/runtime/contract';
import type { PageContext } from '../context';
import { md5 } from '../lib/crypto';
import { JsonScript } from './JsonScript';

/** WooCommerce's notice id: md5 of the notice text. */
export const storeNoticeProps = (text: string): StoreNoticeProps => ({ text, noticeId: md5(text) });

/** The `store-notice` mount point; the no-JS dismiss link goes through the server. */
export function StoreNotice({ ctx, props }: { ctx: PageContext; props: StoreNoticeProps }) {
  const dismiss = `/store-notice/dismiss/?id=${encodeURIComponent(props.noticeId)}&redirect=${encodeURIComponent(ctx.path)}`;
  return (
    <div data-island="store-notice" data-hydrate="idle">
      <JsonScript data={props} islandProps />
      <p className="woocommerce-store-notice demo_store" data-notice-id={props.noticeId} role="region" aria-label={ctx.t('notice.region')}>
        {props.text}{' '}
        <a href={dismiss} className="woocommerce-store-notice__dismiss-link">
          {ctx.t('notice.dismiss')}
        </a>
      </p>
    </div>
  );
}
