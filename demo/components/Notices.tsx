import type { Notice } from '../context';

/** `.woocommerce-notices-wrapper` with WooCommerce's message/error/info markup. */
export function Notices({ notices }: { notices: Notice[] }) {
  const errors = notices.filter((n) => n.type === 'error');
  const others = notices.filter((n) => n.type !== 'error');
  return (
    <div className="woocommerce-notices-wrapper">
      {errors.length > 0 && (
        <ul className="woocommerce-error" role="alert">
          {errors.map((n, i) => (
            <li key={i}>{n.text}</li>
          ))}
        </ul>
      )}
      {others.map((n, i) => (
        <div key={i} className={n.type === 'info' ? 'woocommerce-info' : 'woocommerce-message'} role={n.type === 'info' ? 'status' : 'alert'}>
          {n.link && (
            <>
              <a href={n.link.href} className="button wc-forward">
                {n.link.label}
              </a>{' '}
            </>
          )}
          {n.text}
        </div>
      ))}
    </div>
  );
}
