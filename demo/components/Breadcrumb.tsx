import type { Translate } from '../i18n/index';

export interface Crumb {
  label: string;
  href?: string;
}

export function Breadcrumb({ items, t }: { items: Crumb[]; t: Translate }) {
  return (
    <nav className="woocommerce-breadcrumb breadcrumbs" aria-label={t('breadcrumb.label')}>
      <a href="/">{t('nav.home')}</a>
      {items.map((c, i) => (
        <span key={i}>
          <span className="divider"> / </span>
          {c.href ? <a href={c.href}>{c.label}</a> : c.label}
        </span>
      ))}
    </nav>
  );
}
