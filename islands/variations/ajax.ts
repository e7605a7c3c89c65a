/**
 * `?wc-ajax=get_variation`, for a form whose product has too many variations to carry them
 * (`data-product_variations="false"`). Loaded on the first full choice of such a form only.
 */
import { isRequestError } from '../../src/http/errors';
import { createQueue, fetchTransport, type RequestQueue } from '../../src/http/queue';
import { wcAjax, type AjaxFields } from '../../src/http/wc-ajax';
import { readVariationAnswer } from '../../src/variations/answer';
import type { Variation } from '../../src/variations/variations';
import type { ShopConfig } from '../../src/runtime/contract';
import { $config } from '../../stores/config';

/** How long an answer may take before the form gives up and leaves the choice to a normal submit. */
export const GET_VARIATION_TIMEOUT = 10_000;

/** Its own queue: a choice never waits behind the cart's requests. */
const variationQueue = createQueue({ transport: fetchTransport, timeout: GET_VARIATION_TIMEOUT });

/**
 * Posts the chosen `attribute_*` fields and `product_id`, as WooCommerce's script does, and reads
 * the answer: the variation, or `false` when none matches (WooCommerce's `false`, or the empty
 * answer it gives a request it ignores). A failure (HTTP error, time-out, network, an answer
 * WooCommerce never gives) rejects; an aborted request rejects with an `AbortError`.
 *
 * @example await requestVariation(config, { 'attribute_pa_size': 'm', product_id: 35 }, signal)
 */
export async function requestVariation(
  config: Pick<ShopConfig, 'wc_ajax_url'>,
  fields: AjaxFields,
  signal?: AbortSignal,
  queue: RequestQueue = variationQueue,
): Promise<Variation | false> {
  try {
    return readVariationAnswer(await wcAjax(queue, config, 'get_variation', fields, signal ? { signal } : {}));
  } catch (error) {
    if (isRequestError(error) && error.kind === 'empty') return false;
    throw error;
  }
}

/** What the form does with an answer. */
export interface AskerHooks {
  found(variation: Variation): void;
  none(): void;
  /** No answer to go by (the form's own submit still works). */
  failed(): void;
}

export interface Asker {
  /** Asks for a full choice; a newer one supersedes it, as WooCommerce aborts its xhr. */
  ask(choice: Record<string, string>): Promise<void>;
  abort(): void;
}

/**
 * The form's questions to `get_variation`: one at a time, the form `aria-busy` meanwhile, an
 * answer overtaken by a newer choice dropped.
 */
export function createAsker(form: HTMLFormElement, hooks: AskerHooks, request = requestVariation): Asker {
  let pending: AbortController | undefined;
  const settle = (): void => {
    pending = undefined;
    form.removeAttribute('aria-busy');
  };
  return {
    async ask(choice) {
      pending?.abort();
      const mine = (pending = new AbortController());
      form.setAttribute('aria-busy', 'true');
      try {
        const productId = Number.parseInt(form.getAttribute('data-product_id') ?? '', 10);
        const variation = await request($config.get(), { ...choice, product_id: productId }, mine.signal);
        if (pending !== mine) return;
        settle();
        if (variation) hooks.found(variation);
        else hooks.none();
      } catch (error) {
        if (pending !== mine) return;
        settle();
        console.error('[shop-islands] get_variation failed', error);
        hooks.failed();
      }
    },
    abort() {
      pending?.abort();
      settle();
    },
  };
}
