/**
 * WooCommerce's `VariationForm` (add-to-cart-variation.js) on `form.variations_form`, without
 * jQuery. Each step does WooCommerce's handler's work and then announces the event, so a listener
 * of either kind hears WooCommerce's events in the order and with the arguments it hears them on a
 * WooCommerce page (where its own handlers, bound first, run first):
 * `woocommerce_variation_select_change`, `update_variation_values` (after
 * `woocommerce_update_variation_values`), `show_variation [variation, purchasable]` inside
 * `found_variation [variation]`, `hide_variation` and `reset_image` inside `reset_data`,
 * `check_variations`, `woocommerce_variation_has_changed`, and `wc_variation_form` once ready.
 */
import { announce, liveRegion } from '../../src/dom/announce';
import { createDisposer, type Dispose } from '../../src/events/index';
import { onWooEvent, triggerWooEvent } from '../../src/events/jquery';
import { imageIdOf } from '../../src/product/image';
import {
  chosenAttributes,
  findMatchingVariations,
  isPurchasable,
  parseVariations,
  selectOptions,
  type ChosenAttributes,
  type Variation,
} from '../../src/product/variations';
import type { MessageKey, Vars } from '../../src/i18n/index';
import { variations as strings } from '../../src/i18n/catalogs/variations';
import { $i18n, i18nReady } from '../../stores/i18n';
import type { Asker } from './ajax';
import type * as Details from './details';
import { decodeEntities, galleryParts, resetContent, resetImage, setField, show, TEXTS } from './display';

/** What `wc_variation_form` hands its listeners (WooCommerce hands its VariationForm object). */
export interface VariationFormInfo {
  form: HTMLFormElement;
  /** The variations the form holds, or `false` when it asks the server (`get_variation`). */
  variationData: Variation[] | false;
  useAjax: boolean;
}

const BUTTON = '.single_add_to_cart_button';
const NO_MATCH = 'wc-no-matching-variations';
/** A note of ours after `.single_variation`: a choice the server could not answer. */
export const FAILED = 'si-variation-error';

/** Enhances one variations form; resolves with what undoes its listeners and stops its request. */
async function enhanceVariationsForm(form: HTMLFormElement): Promise<Dispose> {
  const disposer = createDisposer();
  const t = (key: MessageKey, vars?: Vars): string => $i18n.get().t(key, vars);
  const product = form.closest('.product');
  const single = form.querySelector<HTMLElement>('.single_variation');
  const wrap = form.querySelector<HTMLElement>('.single_variation_wrap');
  const resetLink = form.querySelector<HTMLElement>('.reset_variations');
  const selects = (): HTMLSelectElement[] => Array.from(form.querySelectorAll<HTMLSelectElement>('.variations select'));
  const nameOf = (select: HTMLSelectElement): string => select.getAttribute('data-attribute_name') || select.name;
  const chosen = (): ChosenAttributes => chosenAttributes(selects().map((select) => [nameOf(select), select.value]));
  const productPart = (selector: string): Element[] => Array.from(product?.querySelectorAll(selector) ?? []);
  const buttons = (): HTMLElement[] => Array.from(form.querySelectorAll<HTMLElement>(BUTTON));

  let variations = parseVariations(form.getAttribute('data-product_variations'));
  let loading = true;
  /** Each select's own options, from which every update keeps the ones still possible. */
  const originals = new Map<HTMLSelectElement, HTMLOptionElement[]>();
  /** Asks `get_variation`, for a form without its variations; loaded on the first full choice. */
  let asker: Promise<Asker> | undefined;
  /** ./details: what a chosen variation shows, loaded on the first interaction with the form. */
  let details: typeof Details | undefined;
  let detailsLoad: Promise<void> | undefined;
  const loadDetails = (): Promise<void> =>
    (detailsLoad ??= import('./details').then((module) => void (details = module)));
  /** Runs a step that may find a variation once ./details is there: at once, almost always. */
  const whenReady = (step: () => void): void => {
    if (details) step();
    else void loadDetails().then(step);
  };
  /** Names of our own events being dispatched: our listeners for third-party triggers skip them. */
  const own = new Set<string>();

  /** Does a step's work, then announces it on `target` (natively, and through jQuery when present). */
  const emit = (name: string, args: unknown[] = [], work?: () => void, target: EventTarget = form): void => {
    work?.();
    const nested = own.has(name);
    own.add(name);
    try {
      triggerWooEvent(name, args, { target });
    } finally {
      if (!nested) own.delete(name);
    }
  };

  /** The button as WooCommerce leaves it: usable, or `disabled` with why (a choice still needed, or unavailable). */
  const setButtons = (why?: 'selection-needed' | 'is-unavailable'): void => {
    for (const button of buttons()) {
      button.classList.toggle('disabled', !!why);
      button.classList.toggle('wc-variation-selection-needed', why === 'selection-needed');
      button.classList.toggle('wc-variation-is-unavailable', why === 'is-unavailable');
      // WooCommerce disables by class, so a click still explains why; assistive technology hears it too.
      if (why) button.setAttribute('aria-disabled', 'true');
      else button.removeAttribute('aria-disabled');
    }
    const box = form.querySelector('.woocommerce-variation-add-to-cart');
    box?.classList.toggle('woocommerce-variation-add-to-cart-enabled', !why);
    box?.classList.toggle('woocommerce-variation-add-to-cart-disabled', !!why);
  };

  const clearNotes = (): void => {
    for (const note of form.querySelectorAll(`.${NO_MATCH}, .${FAILED}`)) note.remove();
  };
  const note = (className: string, text: string): void => {
    const element = document.createElement('p');
    element.className = className;
    element.textContent = text;
    (single ?? wrap)?.after(element);
    announce(text);
  };

  const toggleResetLink = (on: boolean): void => {
    if (!resetLink) return;
    resetLink.style.visibility = on ? 'visible' : 'hidden';
    resetLink.style.display = on ? 'inline-block' : 'none';
  };

  const setVariationId = (value: string): void => {
    for (const input of form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id')) setField(input, value);
  };

  /** WooCommerce's `wc_maybe_trigger_slide_position_reset`: the gallery goes back to its first slide when the picture changes. */
  const maybeResetSlide = (variation: Variation | false): void => {
    const id = imageIdOf(variation);
    const changed = form.getAttribute('current-image') !== id;
    form.setAttribute('current-image', id);
    const { gallery } = galleryParts(product);
    if (!gallery) return;
    if (changed) emit('woocommerce_gallery_reset_slide_position', [], undefined, gallery);
    emit('woocommerce_gallery_init_zoom', [], undefined, gallery);
  };
  const onHide = (): void => setButtons('selection-needed');
  const onShow = (purchasable: boolean): void => setButtons(purchasable ? undefined : 'is-unavailable');

  const resetData = (): void => {
    for (const [selector] of TEXTS) resetContent(productPart(selector));
    emit('reset_image', [], () => {
      resetImage(product);
      maybeResetSlide(false);
    });
    show(single, false);
    emit('hide_variation', [], onHide, single ?? form);
  };

  /** WooCommerce's `onFoundVariation` (./details is there: see `whenReady`). */
  const onFound = (variation: Variation): void => {
    details!.showDetails(
      {
        texts: TEXTS,
        product,
        single,
        quantity: wrap?.querySelector<HTMLInputElement>('.quantity input.qty[name="quantity"]'),
        gallery: galleryParts(product),
        resetContent,
        resetImage: () => resetImage(product),
        setField,
        show,
      },
      variation,
      t('variations.unavailable'),
    );
    maybeResetSlide(variation);
    setVariationId(String(variation.variation_id));
    const purchasable = isPurchasable(variation);
    show(single, true);
    emit('show_variation', [variation, purchasable], () => onShow(purchasable), single ?? form);
    const text = single?.textContent?.replace(/\s+/g, ' ').trim();
    if (text) announce(text);
  };

  /** WooCommerce's `onUpdateAttributes`: the options the other choices leave, the others out or disabled. */
  const updateAttributes = (): void => {
    if (!variations) return;
    const current = chosen().data;
    for (const select of selects()) {
      let options = originals.get(select);
      if (!options) originals.set(select, (options = Array.from(select.options)));
      const placeholder = options[0]?.value === '' ? options[0] : undefined;
      const rest = placeholder ? options.slice(1) : options;
      const selected = select.value;
      const update = selectOptions(
        variations,
        current,
        nameOf(select),
        rest.map((option) => option.value),
        selected,
        select.getAttribute('data-show_option_none') ?? '',
        decodeEntities,
      );
      rest.forEach((option, i) => {
        option.disabled = update.disabled[i]!;
        option.classList.toggle('attached', update.keep[i]);
        option.classList.toggle('enabled', update.keep[i] && !update.disabled[i]);
      });
      select.replaceChildren(...(placeholder && update.placeholder ? [placeholder] : []), ...rest.filter((_, i) => update.keep[i]));
      if (update.value === selected) select.value = selected;
      else setField(select, '');
    }
    emit('woocommerce_update_variation_values');
  };

  const showNoMatch = (): void => {
    if (!loading) note(`${NO_MATCH} woocommerce-info`, t('variations.noMatch'));
  };

  /** Asks the server (the form has no variations of its own): its answer, as the list's would be. */
  const ask = (data: Record<string, string>): void => {
    asker ??= import('./ajax').then(({ createAsker }) =>
      createAsker(form, {
        found: (variation) => whenReady(() => emit('found_variation', [variation], () => onFound(variation))),
        none: () => {
          emit('reset_data', [], resetData);
          showNoMatch();
        },
        failed: () => {
          // The choice is complete: the server resolves it from the attributes on a normal submit.
          setButtons();
          note(`${FAILED} woocommerce-error`, t('variations.failed'));
        },
      }),
    );
    void asker.then((ready) => ready.ask(data));
  };

  /** WooCommerce's `onFindVariation`. */
  const checkVariations = (given?: ChosenAttributes): void => {
    const attributes = given ?? chosen();
    let chosenCount = attributes.chosenCount;
    if (attributes.count && attributes.count === chosenCount) {
      if (variations === false) ask(attributes.data);
      else {
        emit('update_variation_values', [], updateAttributes);
        const [variation] = findMatchingVariations(variations, attributes.data);
        if (variation) emit('found_variation', [variation], () => onFound(variation));
        else {
          emit('reset_data', [], resetData);
          chosenCount = 0;
          showNoMatch();
        }
      }
    } else {
      emit('update_variation_values', [], updateAttributes);
      emit('reset_data', [], resetData);
    }
    toggleResetLink(chosenCount > 0);
  };

  /** WooCommerce's `onChange`, for each attribute select that changes. */
  const onChange = (): void => {
    setVariationId('');
    clearNotes();
    for (const select of selects()) select.setCustomValidity('');
    if (variations !== false) emit('woocommerce_variation_select_change');
    emit('check_variations', [], () => checkVariations());
    emit('woocommerce_variation_has_changed');
  };

  /** The "Clear" link: every select back to its placeholder, then the product's own details. */
  const onReset = (): void => {
    const fields = selects();
    for (const select of fields) select.value = '';
    for (const select of fields) select.dispatchEvent(new Event('change', { bubbles: true }));
    emit('reset_data', [], resetData);
    fields[0]?.focus();
    announce(t('variations.makeSelection'));
  };

  for (const select of selects()) disposer.add(onWooEvent('change', () => whenReady(onChange), select));
  // What a choice shows loads as soon as the shopper comes to the form.
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown']) {
    disposer.listen(form, type, () => void loadDetails(), { once: true, passive: true });
  }
  disposer.listen<MouseEvent>(form, 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('.reset_variations')) {
      event.preventDefault();
      onReset();
      return;
    }
    const button = target?.closest(BUTTON);
    if (button?.classList.contains('disabled')) {
      event.preventDefault();
      const message = t(button.classList.contains('wc-variation-is-unavailable') ? 'variations.unavailable' : 'variations.makeSelection');
      whenReady(() => details!.explain(selects(), message));
      announce(message);
    }
  });
  // WooCommerce's own entry points, which other scripts trigger on the form (not heard from ourselves).
  const entries: Array<[string, (given?: unknown) => void]> = [
    ['check_variations', (given) => whenReady(() => checkVariations(given && typeof given === 'object' && 'data' in given ? (given as ChosenAttributes) : undefined))],
    ['reset_data', resetData],
    [
      'reload_product_variations',
      () => {
        variations = parseVariations(form.getAttribute('data-product_variations'));
        originals.clear();
        whenReady(() => emit('check_variations', [], () => checkVariations()));
      },
    ],
  ];
  for (const [name, run] of entries) disposer.add(onWooEvent(name, (given?: unknown) => own.has(name) || run(given), form));
  disposer.add(() => void asker?.then((ready) => ready.abort()));

  show(wrap, true);
  // A page that comes with a full choice made (a link to a variation, the shop's default) shows it at once.
  const start = chosen();
  if (variations && start.count && start.count === start.chosenCount) await loadDetails();
  emit('check_variations', [], () => checkVariations());
  emit('wc_variation_form', [{ form, variationData: variations, useAjax: variations === false } satisfies VariationFormInfo]);
  loading = false;
  return disposer.dispose;
}

/** Starts one form: its strings and the live region first, then what `enhanceVariationsForm` does. */
export async function startVariationsForm(form: HTMLFormElement): Promise<Dispose> {
  await i18nReady(strings);
  liveRegion();
  return enhanceVariationsForm(form);
}
