import type { PageContext } from '../context';
import type { MessageKey } from '../i18n/index';

/** The company's figures, as written in Vietnamese (the count-up island counts them up on screen). */
const FIGURES: Array<[string, MessageKey]> = [
  ['15', 'home.stat_years'],
  ['12.000+', 'home.stat_customers'],
  ['63', 'home.stat_provinces'],
  ['1.250.000', 'home.stat_orders'],
];

/** Flatsome's count-up figures (`.count-up`): without JavaScript, the figures as they are. */
export function Stats({ ctx }: { ctx: PageContext }) {
  return (
    <section className="home-section home-stats" aria-label={ctx.t('home.stats_label')}>
      <ul className="stats">
        {FIGURES.map(([figure, label]) => (
          <li key={label}>
            <span className="count-up">{figure}</span> <span className="stat-label">{ctx.t(label)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
