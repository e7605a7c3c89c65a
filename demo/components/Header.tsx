import type { PageContext } from '../context';
import { Logo } from './Logo';
import { CartCount, CartDataScript, CartPrice } from './CartFragments';
import { MiniCart } from './MiniCart';
import { COMPANY } from './site';

/** `?lang=` link for the current page. */
function langHref(ctx: PageContext, lang: string): string {
  const url = new URL(ctx.path, 'http://x');
  url.searchParams.set('lang', lang);
  url.searchParams.delete('add-to-cart');
  url.searchParams.delete('remove_item');
  url.searchParams.delete('_wpnonce');
  return url.pathname + url.search;
}

/**
 * Flatsome's product search form (`woocommerce/product-searchform.php` with the header's category
 * option on): a category select named `product_cat`, the search field, the submit button and the
 * `.live-search-results` box the ajax-search island fills. Without JavaScript it submits to the
 * search results page.
 */
function SearchForm({ ctx, id }: { ctx: PageContext; id: string }) {
  const { t } = ctx;
  const params = new URL(ctx.path, 'http://x').searchParams;
  const current = params.get('s') ?? '';
  const category = params.get('product_cat') ?? '';
  return (
    <div className="searchform-wrapper ux-search-box relative">
      <form role="search" method="get" className="searchform" action="/">
        <div className="flex-row relative">
          <div className="flex-col search-form-categories">
            <label className="screen-reader-text" htmlFor={`${id}-category`}>
              {t('search.category_label')}
            </label>
            <select id={`${id}-category`} className="search_categories resize-select mb-0" name="product_cat" defaultValue={category}>
              <option value="">{t('search.all_categories')}</option>
              {ctx.app.catalogue.categories().map((c) => (
                <option key={c.id} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex-col flex-grow">
            <label className="screen-reader-text" htmlFor={id}>
              {t('search.label')}
            </label>
            <input type="search" id={id} className="search-field mb-0" name="s" defaultValue={current} placeholder={t('search.placeholder')} />
            <input type="hidden" name="post_type" value="product" />
          </div>
          <div className="flex-col">
            <button type="submit" className="ux-search-submit submit-button secondary button icon mb-0">
              {t('search.submit')}
            </button>
          </div>
        </div>
        <div className="live-search-results text-left z-top" />
      </form>
    </div>
  );
}

/** The main menu; the home link only in the phone's menu (the logo leads home, and the desktop bar keeps to one row). */
function NavLinks({ ctx, home = false }: { ctx: PageContext; home?: boolean }) {
  const { t } = ctx;
  return (
    <ul className="nav header-nav-main">
      {home && (
        <li className="menu-item">
          <a href="/" className="nav-top-link">{t('nav.home')}</a>
        </li>
      )}
      <li className="menu-item">
        <a href="/shop/" className="nav-top-link">{t('nav.shop')}</a>
      </li>
      {ctx.app.catalogue.categories().map((c) => (
        <li key={c.id} className={`menu-item menu-item-object-product_cat product_cat-${c.slug}`}>
          <a href={`/product-category/${c.slug}/`} className="nav-top-link">{c.name}</a>
        </li>
      ))}
      <li className="menu-item">
        <a href="/contact/" className="nav-top-link">{t('nav.contact')}</a>
      </li>
    </ul>
  );
}

/**
 * Site header: top bar, logo, search, account and cart (subtotal, count, the mini cart dropdown and
 * the cart's JSON: each one a wc-ajax fragment, see CART_FRAGMENTS), nav.
 */
export function Header({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  return (
    <header id="header" className="header has-sticky">
      <div className="header-wrapper">
        <div className="header-top">
          <div className="container">
            <a href={COMPANY.hotlineHref} className="header-hotline">{t('header.hotline', { phone: COMPANY.hotline })}</a>
            <nav className="header-lang" aria-label={t('lang.label')}>
              <a href={langHref(ctx, 'vi')} hrefLang="vi" lang="vi" aria-current={ctx.locale === 'vi' ? 'true' : undefined}>{t('lang.vi')}</a>
              <a href={langHref(ctx, 'en')} hrefLang="en" lang="en" aria-current={ctx.locale === 'en' ? 'true' : undefined}>{t('lang.en')}</a>
            </nav>
          </div>
        </div>
        <div className="header-main">
          <div className="container">
            <details className="mobile-nav">
              <summary className="mobile-nav-toggle">
                <span className="hamburger" aria-hidden="true" />
                <span>{t('nav.menu')}</span>
              </summary>
              <nav className="mobile-nav-panel" aria-label={t('nav.label')}>
                <SearchForm ctx={ctx} id="search-mobile" />
                <NavLinks ctx={ctx} home />
              </nav>
            </details>
            <a href="/" className="logo" rel="home">
              <Logo name={t('site.name')} tagline={t('site.tagline')} />
            </a>
            <div className="header-search">
              <SearchForm ctx={ctx} id="search-header" />
            </div>
            <ul className="header-nav header-nav-icons">
              <li className="account-item">
                <a href="/my-account/" className="account-link">
                  {ctx.user ? ctx.user.display_name || t('nav.account') : t('nav.login')}
                </a>
              </li>
              <li className="cart-item has-dropdown">
                <a href="/cart/" className="header-cart-link">
                  <span className="header-cart-title">
                    {t('nav.cart')} <CartPrice ctx={ctx} />
                  </span>
                  <CartCount ctx={ctx} />
                </a>
                <div className="nav-dropdown">
                  <div className="widget woocommerce widget_shopping_cart">
                    <MiniCart ctx={ctx} />
                  </div>
                </div>
                <CartDataScript ctx={ctx} />
              </li>
            </ul>
          </div>
        </div>
        <nav className="header-bottom" aria-label={t('nav.label')}>
          <div className="container">
            <NavLinks ctx={ctx} />
          </div>
        </nav>
      </div>
    </header>
  );
}
