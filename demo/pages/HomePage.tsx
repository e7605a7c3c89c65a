import type { PageContext } from '../context';
import type { MessageKey } from '../i18n/index';
import { Layout } from '../components/Layout';
import { Notices } from '../components/Notices';
import { ProductGrid, ProductSlider } from '../components/ProductCard';
import { Stats } from '../components/Stats';
import { bannerImageUrl } from '../components/images';

const BANNERS: Array<[MessageKey, MessageKey, string]> = [
  ['home.banner1_title', 'home.banner1_text', '/product-category/thung-carton/'],
  ['home.banner2_title', 'home.banner2_text', '/product-category/dich-vu-van-chuyen/'],
  ['home.banner3_title', 'home.banner3_text', '/product-category/pallet/'],
];

/** Home: a banner carousel and a product carousel (CSS scroll-snap without JS; the carousel island enhances them), categories, product boxes. */
export function HomePage({ ctx }: { ctx: PageContext }) {
  const { t, app } = ctx;
  return (
    <Layout ctx={ctx} title={t('nav.home')} bodyClass={['home', 'page-template-default', 'page']}>
      {/* The page's one h1, first of its headings: the shop and what it sells. Seen, the logo and the carousel say it. */}
      <h1 className="screen-reader-text">{t('home.heading', { name: t('site.name') })}</h1>
      <section className="home-carousel slider-wrapper" aria-roledescription="carousel" aria-label={t('home.carousel_label')}>
        <div className="slider flickity-slider" data-flickity-options='{"autoPlay":3000,"pauseAutoPlayOnHover":true,"wrapAround":true}'>
          {BANNERS.map(([title, text, href], i) => (
            <div key={title} className="banner slide" role="group" aria-roledescription="slide" aria-label={t('home.slide_label', { n: i + 1, total: BANNERS.length })} id={`banner-${i + 1}`}>
              <img className="banner-bg" src={bannerImageUrl(i + 1)} alt="" width={1600} height={500} {...(i === 0 ? {} : { loading: 'lazy' as const })} />
              <div className="banner-text container">
                <h2>{t(title)}</h2>
                <p>{t(text)}</p>
                <a className="button primary" href={href}>{t('home.banner_cta')}</a>
              </div>
            </div>
          ))}
        </div>
        <nav className="slider-dots" aria-label={t('home.carousel_label')}>
          {BANNERS.map(([title], i) => (
            <a key={title} href={`#banner-${i + 1}`} aria-label={t('home.slide_label', { n: i + 1, total: BANNERS.length })} />
          ))}
        </nav>
      </section>
      <div className="container">
        <Notices notices={ctx.notices} />
        <section className="home-section">
          <h2 className="section-title">{t('home.categories')}</h2>
          <ul className="category-tiles">
            {app.catalogue.categories().map((c) => (
              <li key={c.id} className={`product-category product_cat-${c.slug}`} style={{ borderTopColor: c.color }}>
                <a href={`/product-category/${c.slug}/`}>
                  <img src={`/images/category/${c.slug}.svg`} alt="" width={96} height={96} loading="lazy" />
                  <h3 className="woocommerce-loop-category__title">{c.name}</h3>
                </a>
              </li>
            ))}
          </ul>
        </section>
        {/* A products slider, Flatsome's carousel of product boxes: the section is the carousel region. */}
        <section className="home-section" aria-roledescription="carousel" aria-labelledby="home-best-sellers">
          <h2 className="section-title">
            <span id="home-best-sellers">{t('home.best_sellers')}</span> <a className="section-more" href="/shop/?orderby=popularity">{t('home.view_all')}</a>
          </h2>
          <ProductSlider ctx={ctx} products={app.catalogue.featured(8)} />
        </section>
        <section className="home-section">
          <h2 className="section-title">{t('home.on_sale')}</h2>
          <ProductGrid ctx={ctx} products={app.catalogue.onSale(4)} />
        </section>
        <Stats ctx={ctx} />
      </div>
    </Layout>
  );
}
