import type { ReactNode } from 'react';
import type { ShopConfig } from '../../src/runtime/contract';
import { CONFIG_ELEMENT_ID } from '../../src/runtime/config';
import { storeNoticeCookie } from '../../src/store-notice/store-notice';
import { DEFAULT_CONFIG } from '../../src/runtime/config';
import type { PageContext } from '../context';
import { cookieHash } from '../context';
import { PASSWORD_RULES } from '../lib/password';
import { Footer } from './Footer';
import { Header } from './Header';
import { JsonScript } from './JsonScript';
import { StoreNotice, storeNoticeProps } from './StoreNotice';

export interface LayoutProps {
  ctx: PageContext;
  title: string;
  /** Page-specific body classes (`woocommerce`, `single-product`, …). */
  bodyClass: string[];
  isCart?: boolean;
  children: ReactNode;
}

/** The page contract's global config, from the shared type and defaults. */
export function pageConfig(ctx: PageContext, isCart: boolean): ShopConfig {
  const hash = cookieHash(ctx.siteUrl);
  return {
    ...DEFAULT_CONFIG,
    locale: ctx.locale,
    cart: {
      ...DEFAULT_CONFIG.cart,
      fragment_name: `wc_fragments_${hash}`,
      cart_hash_key: `wc_cart_hash_${hash}`,
      cart_url: '/cart/',
      is_cart: isCart,
      auto_update: true,
    },
    user: { can_edit_pages: false },
    site_name: ctx.t('site.name'),
    password: PASSWORD_RULES,
    // The demo store serves the forms API itself (demo/forms/): HubSpot is not reachable offline.
    forms: { ...DEFAULT_CONFIG.forms, base_url: ctx.siteUrl },
    search: { no_results: true },
    // WooCommerce's gallery zoom, as a theme that declares `wc-product-gallery-zoom` has it.
    gallery: { zoom: true },
  };
}

export function Layout({ ctx, title, bodyClass, isCart = false, children }: LayoutProps) {
  const { t, app } = ctx;
  const notice = storeNoticeProps(t('notice.text'));
  const noticeHidden = ctx.cookies[storeNoticeCookie(notice.noticeId)] === 'hidden';
  const classes = [...bodyClass, ...(ctx.user ? ['logged-in'] : []), ...(noticeHidden ? [] : ['woocommerce-demo-store'])];
  return (
    <html lang={ctx.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} – ${t('site.name')}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {app.assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {app.assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <JsonScript id={CONFIG_ELEMENT_ID} data={pageConfig(ctx, isCart)} />
        <script type="module" src={app.assets.loader} />
      </head>
      <body className={classes.join(' ')}>
        <a className="skip-link screen-reader-text" href="#main">
          {t('site.skip')}
        </a>
        {!noticeHidden && <StoreNotice ctx={ctx} props={notice} />}
        <div id="wrapper">
          <Header ctx={ctx} />
          <main id="main" className="site-main">
            {children}
          </main>
          <Footer ctx={ctx} />
        </div>
      </body>
    </html>
  );
}
