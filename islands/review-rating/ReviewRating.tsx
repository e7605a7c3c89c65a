import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createDisposer } from '../../src/events/index';
import { ratingStars, starKeyTarget, tabStop, type RatingOption } from '../../src/review-rating/stars';
import type { IslandContext } from '../../src/runtime/types';
import { $config } from '../../stores/config';
import { $i18n } from '../../stores/i18n';
import { useStore } from '../../stores/use-store';
import { KeptContent, readKept, type Kept } from '../react-island';

export interface RatingProps {
  select: HTMLSelectElement;
  form: HTMLFormElement;
  /** The options that rate, lowest first: one star each. */
  stars: RatingOption[];
  /** The select's options as the server printed them. */
  kept: Kept[];
}

/**
 * The review form's rating select (`#respond select#rating`), read for its stars; not a select
 * of a form, or one with nothing to rate, is left alone.
 */
export function readRating(select: HTMLElement): RatingProps | undefined {
  if (!(select instanceof HTMLSelectElement) || !select.form) return undefined;
  const stars = ratingStars(Array.from(select.options, ({ value, text }) => ({ value, text: text.trim() })));
  if (stars.length === 0) return undefined;
  return { select, form: select.form, stars, kept: readKept(select) };
}

/**
 * The review form's rating as five stars, what WooCommerce's single-product script does:
 * `p.stars > span > a.star-N` (its classes, `.active` on the chosen star and `.selected` on the
 * row, so WooCommerce's own CSS fits too), here a radio group: each star a radio named by its
 * option's text, one tab stop, the arrow keys (mirrored right to left), Home and End choose,
 * Space and Enter too. The select stays in the form, hidden, and carries the value; its options
 * are hydrated as printed and never rendered again. When the shop requires a rating
 * (`reviews.rating_required`) a submit without one is stopped and the form says so beside the
 * stars, focus on them; the select loses its `required` (a hidden required field would stop the
 * submit with no message at all).
 *
 * The stars are not in the server's markup, and a select holds only options: they are rendered
 * through a portal into a node of their own, put right after the hidden select, in its place. A
 * portal into the select's parent would land at the parent's end, after whatever a theme or a
 * plugin prints beside the select; and removing the one node takes away all the island added.
 */
export function ReviewRating({ select, form, stars, kept }: RatingProps & { context: IslandContext }): ReactNode {
  const { t } = useStore($i18n);
  const required = useStore($config).reviews.rating_required;
  const [value, setValue] = useState(select.value);
  const [refused, setRefused] = useState(false);
  const [host] = useState(() => select.ownerDocument.createElement('div'));
  const [label] = useState(() => select.ownerDocument.querySelector<HTMLLabelElement>(`label[for="${select.id}"]`));
  const labelId = label && (label.id || `${select.id}-label`);
  const errorId = `${select.id}-error`;
  const links = useRef<Array<HTMLAnchorElement | null>>([]);
  const chosen = stars.findIndex((star) => star.value === value);
  const stop = tabStop(stars, value);

  const choose = (index: number, focus: boolean): void => {
    select.value = stars[index]!.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    setValue(select.value);
    setRefused(false);
    if (focus) links.current[index]?.focus();
  };
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLAnchorElement>): void => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      choose(index, false);
      return;
    }
    const next = starKeyTarget(event.key, index, stars.length, $config.get().rtl);
    if (next < 0) return;
    event.preventDefault();
    choose(next, true);
  };
  const onClick = (index: number, event: MouseEvent<HTMLAnchorElement>): void => {
    event.preventDefault();
    choose(index, true);
  };

  useLayoutEffect(() => {
    const { hidden, required: wasRequired } = select;
    const hadLabelId = !!label?.id;
    // The shopper may have come to the select before the island did: the stars take its place there too.
    const focused = select.ownerDocument.activeElement === select;
    if (label && labelId) label.id = labelId;
    select.hidden = true;
    select.required = false;
    select.after(host);
    if (focused) links.current[tabStop(stars, select.value)]?.focus();
    const listeners = createDisposer();
    // A script may set the select too.
    listeners.listen(select, 'change', () => setValue(select.value));
    // Before the browser checks the other fields, as WooCommerce's click handler on the submit
    // button is: an implicit submit (Enter in a field) clicks the button too. The submit event is
    // for forms sent by script.
    const refuse = (event: Event): void => {
      if (!$config.get().reviews.rating_required || select.value) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setRefused(true);
      links.current[0]?.focus();
    };
    listeners.listen(form, 'click', (event) => {
      const button = (event.target as Element | null)?.closest?.('button, input') as HTMLButtonElement | null;
      if (button && button.type === 'submit' && button.form === form) refuse(event);
    });
    listeners.listen(form, 'submit', refuse);
    // The label points at the hidden select: a click on it goes to the stars instead.
    if (label) {
      listeners.listen(label, 'click', (event) => {
        event.preventDefault();
        links.current[tabStop(stars, select.value)]?.focus();
      });
    }
    return () => {
      listeners.dispose();
      host.remove();
      select.hidden = hidden;
      select.required = wasRequired;
      if (label && !hadLabelId) label.removeAttribute('id');
    };
  }, [select, form, stars, host, label, labelId]);

  return (
    <>
      <KeptContent kept={kept} />
      {createPortal(
        <>
          <p
            className={chosen < 0 ? 'stars' : 'stars selected'}
            role="radiogroup"
            aria-labelledby={labelId || undefined}
            aria-required={required || undefined}
            aria-invalid={refused || undefined}
            aria-describedby={refused ? errorId : undefined}
          >
            <span>
              {stars.map((star, index) => (
                <a
                  key={star.value}
                  ref={(link) => {
                    links.current[index] = link;
                  }}
                  className={index === chosen ? `star-${star.value} active` : `star-${star.value}`}
                  role="radio"
                  aria-checked={index === chosen}
                  aria-label={t('reviews.star', { n: star.value, label: star.text })}
                  tabIndex={index === stop ? 0 : -1}
                  onClick={(event) => onClick(index, event)}
                  onKeyDown={(event) => onKeyDown(index, event)}
                >
                  {star.value}
                </a>
              ))}
            </span>
          </p>
          <p className="stars-error" id={errorId} role="alert" hidden={!refused}>
            {refused ? t('reviews.ratingRequired') : ''}
          </p>
        </>,
        host,
      )}
    </>
  );
}
