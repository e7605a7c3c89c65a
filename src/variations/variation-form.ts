/**
 * WooCommerce's `VariationForm` (add-to-cart-variation.js) as a state machine without the DOM.
 * Each step returns the form's next state and appends the events WooCommerce fires for it, in its
 * order and with its arguments: the island shows the state, then announces them, so a listener
 * finds the page already showing what its event tells.
 */
import { imageIdOf } from '../gallery/image';
import { chosenAttributes, findMatchingVariations, isPurchasable, type ChosenAttributes, type Variation } from './variations';

/** Where an event is fired: on the form, its `.single_variation`, the gallery, or (a `change`) on one attribute's select. */
export type EventPlace = 'form' | 'single' | 'gallery' | { select: string };
export type FormEvent = readonly [name: string, args: readonly unknown[], place: EventPlace];

/** Why the add-to-cart button waits: a choice still to make, or the chosen variation cannot be bought. */
export type ButtonWait = 'selection-needed' | 'is-unavailable';

export interface VariationFormState {
  /** The form's variations, or `false` when it asks the server (`get_variation`). */
  variations: Variation[] | false;
  /** Each attribute select's value, by attribute name, in the form's order. */
  values: Record<string, string>;
  /** Whether the form has started: until then its selects show the server's options as they are. */
  started: boolean;
  /** The variation shown, if any. */
  shown: Variation | undefined;
  /** The button's wait, or `undefined` when it can add. */
  wait: ButtonWait | undefined;
  /** A note after the variation: no variation matches, or the server could not answer. */
  note: 'noMatch' | 'failed' | undefined;
  /** Whether the Clear link shows (a choice is made). */
  clear: boolean;
  /** The chosen variation's id for `variation_id`: none after a change; the server's until the first. */
  variationId: string | undefined;
  /** The gallery's picture (the form's `current-image`), `null` before the first. */
  image: string | null;
  /** The last full choice to ask the server about, numbered so that each is asked once. */
  ask: { data: Record<string, string>; n: number } | undefined;
  /** Events not yet announced, oldest first. */
  events: FormEvent[];
}

/** A form as the page gives it: its variations and its selects' values. */
export const initialState = (variations: Variation[] | false, values: Record<string, string>): VariationFormState => ({
  variations,
  values,
  started: false,
  shown: undefined,
  wait: 'selection-needed',
  note: undefined,
  clear: false,
  variationId: undefined,
  image: null,
  ask: undefined,
  events: [],
});

/** One step: a copy of the state with its own events list, for the step to change. */
type Draft = VariationFormState;
const fire = (draft: Draft, name: string, args: readonly unknown[] = [], place: EventPlace = 'form'): void => void draft.events.push([name, args, place]);

/** `wc_maybe_trigger_slide_position_reset`: the gallery back to its first slide when the picture changes. */
function slide(draft: Draft, variation: Variation | false): void {
  const id = imageIdOf(variation);
  if (draft.image !== id) fire(draft, 'woocommerce_gallery_reset_slide_position', [], 'gallery');
  draft.image = id;
  fire(draft, 'woocommerce_gallery_init_zoom', [], 'gallery');
}

/**
 * `reset_data`: the product's own picture and details back, the variation hidden; `announce` false
 * when another script triggered it (its listeners have heard it).
 */
function reset(draft: Draft, announce = true): void {
  slide(draft, false);
  fire(draft, 'reset_image');
  draft.shown = undefined;
  draft.wait = 'selection-needed';
  fire(draft, 'hide_variation', [], 'single');
  if (announce) fire(draft, 'reset_data');
}

/** `found_variation` (`onFoundVariation`, then `show_variation` inside it). */
function found(draft: Draft, variation: Variation): void {
  slide(draft, variation);
  draft.variationId = String(variation.variation_id);
  draft.shown = variation;
  const purchasable = isPurchasable(variation);
  draft.wait = purchasable ? undefined : 'is-unavailable';
  fire(draft, 'show_variation', [variation, purchasable], 'single');
  fire(draft, 'found_variation', [variation]);
}

/**
 * `update_variation_values`: a choice the others made impossible is cleared, with the `change`
 * WooCommerce triggers on its select (the options themselves follow from the state: `selectOptions`).
 */
function updateValues(draft: Draft, impossible: Impossible): void {
  if (draft.variations) {
    const values = { ...draft.values };
    for (const name of Object.keys(values)) {
      if (values[name] && impossible(draft.variations, draft.values, name)) {
        values[name] = '';
        fire(draft, 'change', [], { select: name });
      }
    }
    draft.values = values;
    fire(draft, 'woocommerce_update_variation_values');
  }
  fire(draft, 'update_variation_values');
}

/** `check_variations` (`onFindVariation`), with the choice another script passed, if any. */
function check(draft: Draft, impossible: Impossible, given?: ChosenAttributes): void {
  const attributes = given ?? chosenAttributes(Object.entries(draft.values));
  let chosen = attributes.chosenCount;
  if (attributes.count && attributes.count === chosen && draft.variations === false) {
    draft.ask = { data: attributes.data, n: (draft.ask?.n ?? 0) + 1 };
  } else if (attributes.count && attributes.count === chosen && draft.variations) {
    updateValues(draft, impossible);
    const [variation] = findMatchingVariations(draft.variations, attributes.data);
    if (variation) found(draft, variation);
    else {
      reset(draft);
      chosen = 0;
      // Not for the page's own choice: WooCommerce says nothing while the form loads.
      if (draft.started) draft.note = 'noMatch';
    }
  } else {
    updateValues(draft, impossible);
    reset(draft);
  }
  draft.clear = chosen > 0;
}

/** Whether a select's choice is impossible given the others' (the island asks `selectOptions` with the select's options). */
export type Impossible = (variations: readonly Variation[], values: Record<string, string>, name: string) => boolean;

/** What happens to the form. */
export type FormAction =
  /** The form starts: checks the page's choice, then `wc_variation_form` with `info`. */
  | { type: 'start'; info: unknown }
  /** A select changed (`onChange`): its values now. */
  | { type: 'change'; values: Record<string, string> }
  /** Another script triggered `check_variations`, perhaps with a choice of its own. */
  | { type: 'check'; given?: ChosenAttributes | undefined }
  /** The Clear link (`announce`), or another script's `reset_data` (its listeners have heard it). */
  | { type: 'reset'; announce: boolean }
  /** Another script triggered `reload_product_variations`, with the form's new variations. */
  | { type: 'reload'; variations: Variation[] | false }
  /** The server's answer to the last question: a variation, none, or no answer at all. */
  | { type: 'answer'; variation: Variation | false | 'failed' }
  /** The island announced the state's first `count` events. */
  | { type: 'announced'; count: number };

/**
 * The form's next state: WooCommerce's handler for the action, its events appended.
 *
 * @example variationForm(state, { type: 'change', values: { attribute_pa_size: 'm' } }, impossible)
 */
export function variationForm(state: VariationFormState, action: FormAction, impossible: Impossible): VariationFormState {
  if (action.type === 'announced') return { ...state, events: state.events.slice(action.count) };
  const draft: Draft = { ...state, events: [...state.events] };
  switch (action.type) {
    case 'start':
      check(draft, impossible);
      fire(draft, 'check_variations');
      fire(draft, 'wc_variation_form', [action.info]);
      draft.started = true;
      break;
    case 'change':
      draft.values = action.values;
      draft.variationId = '';
      draft.note = undefined;
      if (draft.variations !== false) fire(draft, 'woocommerce_variation_select_change');
      check(draft, impossible);
      fire(draft, 'check_variations');
      fire(draft, 'woocommerce_variation_has_changed');
      break;
    case 'check':
      check(draft, impossible, action.given);
      break;
    case 'reset':
      reset(draft, action.announce);
      break;
    case 'reload':
      draft.variations = action.variations;
      check(draft, impossible);
      fire(draft, 'check_variations');
      break;
    case 'answer':
      if (action.variation === 'failed') {
        // The choice is complete: the server resolves it from the attributes on a normal submit.
        draft.wait = undefined;
        draft.note = 'failed';
      } else if (action.variation) found(draft, action.variation);
      else {
        reset(draft);
        draft.note = 'noMatch';
      }
      break;
  }
  return draft;
}
