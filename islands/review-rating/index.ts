import { reviews as catalog } from '../../src/i18n/catalogs/reviews';
import { createDisposer } from '../../src/events/index';
import type { IslandModule } from '../../src/runtime/types';
import { $config } from '../../stores/config';
import { $i18n, i18nReady } from '../../stores/i18n';

/** Where an arrow key moves in a row of `count` stars (mirrored right to left), or -1 for another key. */
export function starKeyTarget(key: string, index: number, count: number, rtl: boolean): number {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward || key === 'ArrowUp') return Math.min(count - 1, index + 1);
  if (key === back || key === 'ArrowDown') return Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return -1;
}

/**
 * The review form's rating (`#respond select#rating`, WooCommerce's `single-product-reviews.php`)
 * as five stars, what WooCommerce's single-product script does: `p.stars > span > a.star-N` (its
 * classes, `.active` on the chosen star and `.selected` on the row, so WooCommerce's own CSS fits
 * too), here a radio group: each star a radio named by its option's text, one tab stop, the
 * arrow keys, Home and End choose, Space and Enter too. The select stays in the form, hidden, and
 * carries the value. When the shop requires a rating (`reviews.rating_required`) a submit without
 * one is stopped and the form says so beside the stars, focus on them; the select loses its
 * `required` (a hidden required field would stop the submit with no message at all).
 */
const reviewRating: IslandModule = {
  async mount(element) {
    if (!(element instanceof HTMLSelectElement)) return;
    const select = element;
    const form = select.form;
    const options = [...select.options].filter((option) => /^[1-5]$/.test(option.value)).sort((a, b) => Number(a.value) - Number(b.value));
    if (!form || options.length === 0) return;
    await i18nReady(catalog);
    const { t } = $i18n.get();
    const doc = select.ownerDocument;
    const disposer = createDisposer();
    const required = $config.get().reviews.rating_required;
    const wasRequired = select.required;

    const label = doc.querySelector<HTMLLabelElement>(`label[for="${select.id}"]`);
    const labelId = label ? (label.id ||= `${select.id}-label`) : '';
    const row = doc.createElement('p');
    row.className = 'stars';
    row.setAttribute('role', 'radiogroup');
    if (labelId) row.setAttribute('aria-labelledby', labelId);
    if (required) row.setAttribute('aria-required', 'true');
    const span = doc.createElement('span');
    const stars = options.map((option) => {
      const star = doc.createElement('a');
      star.className = `star-${option.value}`;
      star.setAttribute('role', 'radio');
      star.setAttribute('aria-label', t('reviews.star', { n: option.value, label: option.text.trim() }));
      star.textContent = option.value;
      span.append(star);
      return star;
    });
    row.append(span);
    const error = doc.createElement('p');
    error.className = 'stars-error';
    error.id = `${select.id}-error`;
    error.setAttribute('role', 'alert');
    error.hidden = true;

    const showError = (on: boolean): void => {
      error.hidden = !on;
      error.textContent = on ? t('reviews.ratingRequired') : '';
      if (on) {
        row.setAttribute('aria-invalid', 'true');
        row.setAttribute('aria-describedby', error.id);
      } else {
        row.removeAttribute('aria-invalid');
        row.removeAttribute('aria-describedby');
      }
    };
    const render = (): void => {
      const chosen = stars.findIndex((_, i) => options[i]!.value === select.value);
      stars.forEach((star, i) => {
        star.classList.toggle('active', i === chosen);
        star.setAttribute('aria-checked', String(i === chosen));
        // One tab stop: the chosen star, or the first while none is.
        star.tabIndex = i === (chosen < 0 ? 0 : chosen) ? 0 : -1;
      });
      row.classList.toggle('selected', chosen >= 0);
    };
    const choose = (index: number, focus: boolean): void => {
      select.value = options[index]!.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      render();
      showError(false);
      if (focus) stars[index]!.focus();
    };

    select.required = false;
    select.hidden = true;
    select.before(row);
    row.after(error);
    render();

    disposer.listen(row, 'click', (event) => {
      const index = stars.findIndex((star) => star.contains(event.target as Node));
      if (index < 0) return;
      event.preventDefault();
      choose(index, true);
    });
    disposer.listen(row, 'keydown', (event) => {
      const index = stars.indexOf(event.target as HTMLAnchorElement);
      if (index < 0) return;
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        choose(index, false);
        return;
      }
      const next = starKeyTarget(event.key, index, stars.length, $config.get().rtl);
      if (next < 0) return;
      event.preventDefault();
      choose(next, true);
    });
    // Before the browser checks the other fields, as WooCommerce's click handler on the submit
    // button is: an implicit submit (Enter in a field) clicks the button too. The submit event is
    // for forms sent by script.
    const refuse = (event: Event): void => {
      if (!required || select.value) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      showError(true);
      stars[0]!.focus();
    };
    disposer.listen(form, 'click', (event) => {
      const button = (event.target as Element | null)?.closest?.('button, input');
      if (button && (button as HTMLButtonElement).type === 'submit' && (button as HTMLButtonElement).form === form) refuse(event);
    });
    disposer.listen(form, 'submit', refuse);
    disposer.listen(select, 'change', render);
    // The label points at the hidden select: a click on it goes to the stars instead.
    if (label) {
      disposer.listen(label, 'click', (event) => {
        event.preventDefault();
        stars.find((star) => star.tabIndex === 0)?.focus();
      });
    }

    return () => {
      disposer.dispose();
      row.remove();
      error.remove();
      select.hidden = false;
      select.required = wasRequired;
    };
  },
};

export default reviewRating;
