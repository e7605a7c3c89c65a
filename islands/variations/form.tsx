/**
 * WooCommerce's variations form (add-to-cart-variation.js on `form.variations_form`) as a
 * component. It hydrates the form's `.variations` table (./markup): the attribute selects, their
 * options narrowed to what the other choices leave, and the Clear link; and it renders the chosen
 * variation's description, price and availability into `.single_variation`, as WooCommerce's
 * `variation-template` does. Its state and WooCommerce's events are `variationForm`'s
 * (src/variations/variation-form.ts): each step's events are announced once the page shows the step,
 * natively and through jQuery, so a listener of either kind hears `woocommerce_variation_select_change`,
 * `update_variation_values`, `show_variation [variation, purchasable]`, `found_variation [variation]`,
 * `reset_image`, `hide_variation`, `reset_data`, `check_variations`,
 * `woocommerce_variation_has_changed` and `wc_variation_form` in WooCommerce's order. What it
 * changes outside its own markup (the add-to-cart button, `variation_id`, the product's SKU and
 * picture, the quantity) the add-to-cart form and the gallery own, so effects set it.
 */
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { announce, liveRegion } from '../../src/dom/announce';
import { sanitizeFragment } from '../../src/sanitize/sanitize';
import { createDisposer } from '../../src/events/index';
import { onWooEvent, triggerWooEvent } from '../../src/events/jquery';
import { variations as strings } from '../../src/i18n/catalogs/variations';
import { initialState, variationForm, type FormAction, type FormEvent, type Impossible } from '../../src/variations/variation-form';
import { parseVariations, selectOptions, type ChosenAttributes, type Variation } from '../../src/variations/variations';
import type { IslandContext } from '../../src/runtime/types';
import { $i18n } from '../../stores/i18n';
import { useStore } from '../../stores/use-store';
import { reactIsland } from '../react-island';
import type { Asker } from './ajax';
import type * as Details from './details';
import { decodeEntities, galleryParts, placeNote, resetContent, resetImage, setButtons, setField, show, TEXTS } from './display';
import { readParts, renderParts, selectParts, type Part, type SelectPart } from './markup';

/** What `wc_variation_form` hands its listeners (WooCommerce hands its VariationForm object). */
export interface VariationFormInfo {
  form: HTMLFormElement;
  /** The variations the form holds, or `false` when it asks the server (`get_variation`). */
  variationData: Variation[] | false;
  useAjax: boolean;
}

interface FormProps {
  /** Called once the form has started (`wc_variation_form`). */
  onStart(): void;
  form: HTMLFormElement;
  table: HTMLElement;
  parts: Part[];
  variations: Variation[] | false;
  values: Record<string, string>;
}

/** A select's options once the others are chosen: WooCommerce's `onUpdateAttributes` for it. */
const optionsOf = (part: SelectPart, variations: readonly Variation[], values: Record<string, string>) => {
  const placeholder = part.options[0]?.value === '' ? part.options[0] : undefined;
  const rest = placeholder ? part.options.slice(1) : part.options;
  const value = values[part.name] ?? '';
  const update = selectOptions(variations, values, part.name, rest.map((option) => option.value), value, part.showOptionNone, decodeEntities);
  return { placeholder, rest, update };
};

/** A bit of a variation's HTML (HTML by WooCommerce's contract), sanitised. */
function Html({ className, html }: { className: string; html: string | undefined }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => void ref.current?.replaceChildren(sanitizeFragment(html ?? '')), [html]);
  return <div className={className} ref={ref} />;
}

/** WooCommerce's `variation-template`, or for a variation not visible its `unavailable-variation-template`. */
function Template({ variation, unavailable }: { variation: Variation; unavailable: string }): ReactNode {
  if (variation.variation_is_visible === false) return <p>{unavailable}</p>;
  return (
    <>
      <Html className="woocommerce-variation-description" html={variation.variation_description} />
      <Html className="woocommerce-variation-price" html={variation.price_html} />
      <Html className="woocommerce-variation-availability" html={variation.availability_html} />
    </>
  );
}

function VariationsForm({ onStart, form, table, parts, variations, values }: FormProps & { context: IslandContext }): ReactNode {
  const { t } = useStore($i18n);
  const fields = useMemo(() => selectParts(parts), [parts]);
  const impossible: Impossible = (list, current, name) => {
    const part = fields.find((field) => field.name === name);
    return !!part && optionsOf(part, list, current).update.value !== current[name];
  };
  const [state, dispatch] = useReducer((previous: ReturnType<typeof initialState>, action: FormAction) => variationForm(previous, action, impossible), undefined, () =>
    initialState(variations, values),
  );
  const product = form.closest('.product');
  const single = form.querySelector<HTMLElement>('.single_variation');
  const selects = (): HTMLSelectElement[] => Array.from(table.querySelectorAll('select'));

  /** ./details, fetched beside this chunk: what a found variation changes outside the form. */
  const details = useRef<typeof Details>();
  const detailsLoad = useMemo(() => import('./details').then((module) => void (details.current = module)), []);
  /** Runs each action once ./details is there (at once, almost always), in the order they came. */
  const act = (action: FormAction): void => {
    if (details.current) dispatch(action);
    else void detailsLoad.then(() => dispatch(action));
  };
  const actRef = useRef(act);
  actRef.current = act;
  /** Names of our own events being announced: our listeners for other scripts' triggers skip them. */
  const own = useRef(new Set<string>());
  const asker = useRef<Promise<Asker>>();

  // The page's parts the form does not render follow its state.
  useLayoutEffect(() => setButtons(form, state.wait), [form, state.wait]);
  useLayoutEffect(() => show(single, !!state.shown), [single, state.shown]);
  useLayoutEffect(() => {
    placeNote(form, state.note, state.note ? t(state.note === 'noMatch' ? 'variations.noMatch' : 'variations.failed') : '');
    if (state.note) announce(t(state.note === 'noMatch' ? 'variations.noMatch' : 'variations.failed'));
  }, [form, state.note, t]);
  // Each step's events, once the page shows it: first what they change outside the form, then the events.
  useLayoutEffect(() => {
    const { events } = state;
    if (!events.length) return;
    if (state.variationId !== undefined) {
      for (const input of form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id')) {
        if (input.value !== state.variationId) setField(input, state.variationId);
      }
    }
    for (const [name] of events) {
      if (name === 'reset_image') {
        for (const [selector] of TEXTS) resetContent(product?.querySelectorAll(selector) ?? []);
        resetImage(product);
      } else if (name === 'show_variation' && state.shown && details.current) {
        const quantity = form.querySelector<HTMLInputElement>('.single_variation_wrap .quantity input.qty[name="quantity"]');
        const page = { texts: TEXTS, product, quantity, gallery: galleryParts(product), resetContent, resetImage: () => resetImage(product), setField, show };
        details.current.showDetails(page, state.shown);
      }
    }
    for (const event of events) fire(event);
    if (events.some(([name]) => name === 'wc_variation_form')) onStart();
    if (events.some(([name]) => name === 'show_variation')) {
      const text = single?.textContent?.replace(/\s+/g, ' ').trim();
      if (text) announce(text);
    }
    dispatch({ type: 'announced', count: events.length });
  }, [state]);

  /** Announces one event where WooCommerce fires it (a cleared choice's `change` on its select). */
  function fire([name, args, place]: FormEvent): void {
    if (typeof place === 'object') {
      const select = selects().find((element) => (element.getAttribute('data-attribute_name') || element.name) === place.select);
      select?.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    const target = place === 'single' ? (single ?? form) : place === 'gallery' ? galleryParts(product).gallery : form;
    if (!target) return;
    const nested = own.current.has(name);
    own.current.add(name);
    try {
      triggerWooEvent(name, [...args], { target });
    } finally {
      if (!nested) own.current.delete(name);
    }
  }

  // A full choice the form cannot resolve itself goes to the server; a newer one supersedes it.
  useEffect(() => {
    if (!state.ask) return;
    asker.current ??= import('./ajax').then(({ createAsker }) =>
      createAsker(form, {
        found: (variation) => actRef.current({ type: 'answer', variation }),
        none: () => actRef.current({ type: 'answer', variation: false }),
        failed: () => actRef.current({ type: 'answer', variation: 'failed' }),
      }),
    );
    const { data } = state.ask;
    void asker.current.then((ready) => ready.ask(data));
  }, [form, state.ask]);

  useLayoutEffect(() => {
    const listeners = createDisposer();
    const readValues = (): Record<string, string> =>
      Object.fromEntries(selects().map((select) => [select.getAttribute('data-attribute_name') || select.name, select.value]));
    for (const select of selects()) {
      listeners.add(
        onWooEvent(
          'change',
          () => {
            for (const field of selects()) field.setCustomValidity('');
            actRef.current({ type: 'change', values: readValues() });
          },
          select,
        ),
      );
    }
    listeners.listen<MouseEvent>(form, 'click', (event) => {
      const button = event.target instanceof Element ? event.target.closest('.single_add_to_cart_button') : null;
      if (!button?.classList.contains('disabled')) return;
      event.preventDefault();
      const message = $i18n.get().t(button.classList.contains('wc-variation-is-unavailable') ? 'variations.unavailable' : 'variations.makeSelection');
      const explain = (): void => details.current?.explain(selects(), message);
      if (details.current) explain();
      else void detailsLoad.then(explain);
      announce(message);
    });
    // WooCommerce's own entry points, which other scripts trigger on the form (not heard from ourselves).
    const entries: Array<[string, (given?: unknown) => void]> = [
      ['check_variations', (given) => actRef.current({ type: 'check', given: given && typeof given === 'object' && 'data' in given ? (given as ChosenAttributes) : undefined })],
      ['reset_data', () => actRef.current({ type: 'reset', announce: false })],
      ['reload_product_variations', () => actRef.current({ type: 'reload', variations: parseVariations(form.getAttribute('data-product_variations')) })],
    ];
    for (const [name, run] of entries) listeners.add(onWooEvent(name, (given?: unknown) => own.current.has(name) || run(given), form));
    listeners.add(() => void asker.current?.then((ready) => ready.abort()));

    show(form.querySelector<HTMLElement>('.single_variation_wrap'), true);
    const info: VariationFormInfo = { form, variationData: variations, useAjax: variations === false };
    actRef.current({ type: 'start', info });
    return listeners.dispose;
  }, [form]);

  /** The Clear link: every select back to its placeholder, then the product's own details. */
  const clear = (event: { preventDefault(): void }): void => {
    event.preventDefault();
    const elements = selects();
    for (const select of elements) select.value = '';
    for (const select of elements) select.dispatchEvent(new Event('change', { bubbles: true }));
    act({ type: 'reset', announce: true });
    elements[0]?.focus();
    announce(t('variations.makeSelection'));
  };

  const table$ = renderParts(parts, {
    select: (part, key) => {
      // Until the form starts, the server's options as they are: hydration adopts them.
      const narrowed = state.started && state.variations ? optionsOf(part, state.variations, state.values) : undefined;
      const options = narrowed ? narrowed.rest : part.options;
      return (
        <select key={key} {...part.attributes} value={state.started ? (state.values[part.name] ?? '') : undefined}>
          {narrowed?.placeholder && narrowed.update.placeholder && <option value="">{narrowed.placeholder.text}</option>}
          {options.map((option, i) =>
            !narrowed ? (
              <option key={option.value} value={option.value}>
                {option.text}
              </option>
            ) : (
              narrowed.update.keep[i] && (
                <option key={option.value} value={option.value} disabled={narrowed.update.disabled[i]} className={narrowed.update.disabled[i] ? 'attached' : 'attached enabled'}>
                  {option.text}
                </option>
              )
            ),
          )}
        </select>
      );
    },
    clear: (part, key) => (
      <a key={key} {...part.attributes} onClick={clear} style={state.started ? { visibility: state.clear ? 'visible' : 'hidden', display: state.clear ? 'inline-block' : 'none' } : undefined}>
        {part.text}
      </a>
    ),
  });
  return (
    <>
      {table$}
      {single && state.shown && createPortal(<Template variation={state.shown} unavailable={t('variations.unavailable')} />, single)}
    </>
  );
}

/**
 * The variations form at or above `element`, by `parentElement` rather than `closest()`: the DOM
 * used by the unit tests (happy-dom) answers `closest()` with a form object other than the one in
 * the tree, whose listeners would never hear the page's events.
 */
export function formOf(element: HTMLElement): HTMLFormElement | undefined {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node instanceof HTMLFormElement && node.classList.contains('variations_form')) return node;
  }
  return undefined;
}

/** A `.variations` table, read for `VariationsForm`. */
function read(table: HTMLElement): Omit<FormProps, 'onStart'> | undefined {
  const form = formOf(table);
  if (!form) return undefined;
  const values = Object.fromEntries(Array.from(table.querySelectorAll('select'), (select) => [select.getAttribute('data-attribute_name') || select.name, select.value]));
  return { form, table, parts: readParts(table), variations: parseVariations(form.getAttribute('data-product_variations')), values };
}

/**
 * Starts the form of `element` (its `.variations` table, or the form, whose first table it takes):
 * the live region its announcements go to, then the component, hydrated on the table. Resolves
 * once the form has started (or failed), with what unmounts it.
 */
export async function startVariationsForm(element: HTMLElement, context: IslandContext): Promise<() => void> {
  const table = element.matches('.variations') ? element : element.querySelector<HTMLElement>('.variations');
  if (!table) return () => {};
  liveRegion();
  let started: () => void = () => {};
  const start = new Promise<void>((resolve) => (started = resolve));
  const island = reactIsland(VariationsForm, [strings], (element: HTMLElement) => {
    const props = read(element);
    return props && { ...props, onStart: started };
  });
  const fail = (error: unknown): void => {
    started();
    context.fail(error);
  };
  const dispose = await island.mount(table, {}, { ...context, fail });
  if (!dispose) return () => {};
  await start;
  return dispose;
}
