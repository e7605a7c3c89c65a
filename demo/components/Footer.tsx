import type { PageContext } from '../context';
import { COMPANY } from './site';

export function Footer({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  return (
    <footer id="footer" className="footer-wrapper">
      <div className="container footer-widgets">
        <section className="footer-col">
          <h2 className="widget-title">{t('site.name')}</h2>
          <p>{t('footer.about')}</p>
        </section>
        <section className="footer-col">
          <h2 className="widget-title">{t('footer.contact')}</h2>
          <address>
            <p>{t('footer.address')}</p>
            <p>
              <a href={COMPANY.hotlineHref}>{t('footer.hotline', { phone: COMPANY.hotline })}</a>
            </p>
            <p>
              <a href={`mailto:${COMPANY.email}`}>{t('footer.email', { email: COMPANY.email })}</a>
            </p>
            <p>{t('footer.hours')}</p>
          </address>
        </section>
        <section className="footer-col">
          <h2 className="widget-title">{t('footer.categories')}</h2>
          <ul className="footer-links">
            {ctx.app.catalogue.categories().map((c) => (
              <li key={c.id}>
                <a href={`/product-category/${c.slug}/`}>{c.name}</a>
              </li>
            ))}
          </ul>
        </section>
        <section className="footer-col">
          <h2 className="widget-title">{t('footer.links')}</h2>
          <ul className="footer-links">
            <li><a href="/shop/">{t('nav.shop')}</a></li>
            <li><a href="/cart/">{t('nav.cart')}</a></li>
            <li><a href="/checkout/">{t('nav.checkout')}</a></li>
            <li><a href="/my-account/">{t('nav.account')}</a></li>
            <li><a href="/contact/">{t('nav.contact')}</a></li>
          </ul>
        </section>
      </div>
      <div className="absolute-footer">
        <div className="container">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
