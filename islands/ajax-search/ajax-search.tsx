import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { announce, liveRegion } from '../../src/dom/announce';
import { createDisposer } from '../../src/events/index';
import type { SearchResults, Suggestion } from '../../src/search/answer';
import { createCache, searchKey } from '../../src/search/cache';
import { isSearchable, normalizeQuery, requestSuggestions, searchUrl } from '../../src/search/request';
import { $config } from '../../stores/config';
import { $i18n } from '../../stores/i18n';
import { useStore } from '../../stores/use-store';
import { Option } from './listbox';

/** How long typing must pause before a search is sent, in ms. */
export const DEBOUNCE = 300;

/** Answers by query and category, for the page's life, shared by every search form on it. */
const cache = createCache<SearchResults>();
/** Forms mounted so far: each one's ids are unique on the page. */
let mounted = 0;

/** Flatsome's search form, the parts the island wires, read once from its markup. */
export interface SearchFormProps {
  form: HTMLElement;
  input: HTMLInputElement;
  select: HTMLSelectElement | null;
  button: HTMLElement | null;
  /** Flatsome's `.live-search-results`; when the form has none, the island adds one. */
  box: HTMLElement | null;
}

/**
 * Reads Flatsome's search form (`form.searchform` with `input.search-field[name=s]`, an optional
 * `select.search_categories[name=product_cat]`, the `.submit-button` and `.live-search-results`);
 * a form without the field is left alone.
 */
export function readSearchForm(form: HTMLElement): SearchFormProps | undefined {
  const input = form.querySelector<HTMLInputElement>('input[name="s"]');
  if (!input) return undefined;
  return {
    form,
    input,
    select: form.querySelector('select[name="product_cat"]'),
    button: form.querySelector('.submit-button, [type="submit"]'),
    box: form.querySelector('.live-search-results'),
  };
}

/** The answer the list shows, and for which search. */
interface Shown {
  key: string;
  query: string;
  results: SearchResults;
}

/** What is on screen: the answer shown (if any), and the active option (-1: none). */
interface View {
  shown: Shown | undefined;
  active: number;
}

/** The options of an answer: its products, then its "view all" link. */
const optionsOf = (shown: Shown | undefined): Suggestion[] =>
  shown ? [...shown.results.products, ...(shown.results.viewAll ? [shown.results.viewAll] : [])] : [];

/** Whether an answer without products says so (Flatsome's option); without it the list just stays closed. */
const saysNoResults = (shown: Shown | undefined): boolean => !!shown && !shown.results.products.length && $config.get().search.no_results;

/** The field's attributes the island sets: put back as they were when it leaves. */
const FIELD_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant', 'autocomplete'];

/** Remembers attributes of an element the island does not render; returns what puts them back. */
function saveAttributes(element: Element, names: readonly string[]): () => void {
  const before = names.map((name) => [name, element.getAttribute(name)] as const);
  return () => {
    for (const [name, value] of before) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  };
}

/**
 * The header's live product search, on Flatsome's form. From 3 characters, after a pause in
 * typing, it asks the theme's `flatsome_ajax_search_products` and lists the products found as an
 * ARIA 1.2 combobox: arrows move through them, Enter opens one, Esc closes the list and keeps the
 * text, and the count is read out in the page's live region. A newer query aborts the request of
 * an older one, whose answer is never shown; answers are kept per query and category. A failed,
 * timed-out or malformed answer shows nothing: the form still submits to the search results page.
 *
 * The form's own markup varies (a category select or none, icons, other plugins' fields), so the
 * component renders only what it owns, the listbox and the no-results notice, into
 * `.live-search-results`; the root renders no element, and hydration leaves the form's children as
 * they are. The field is Flatsome's: its combobox attributes and listeners are set by effects.
 */
export function AjaxSearch({ form, input, select, button, box: serverBox }: SearchFormProps) {
  const { t } = useStore($i18n);
  const [id] = useState(() => `si-search-${++mounted}`);
  const [box] = useState(() => serverBox ?? Object.assign(document.createElement('div'), { className: 'live-search-results' }));
  const [view, setView] = useState<View>({ shown: undefined, active: -1 });
  const listId = `${id}-list`;
  const optionId = (index: number): string => `${id}-option-${index}`;

  useLayoutEffect(() => {
    const disposer = createDisposer();
    if (!serverBox) {
      form.append(box);
      disposer.add(() => box.remove());
    }
    liveRegion();
    disposer.add(saveAttributes(input, FIELD_ATTRIBUTES));
    // ARIA 1.2's combobox, and the browser's own autocomplete off.
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    input.setAttribute('autocomplete', 'off');

    // The search's state lives here, read by the handlers between renders; `paint` shows it.
    let shown: Shown | undefined;
    let active = -1;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** The request in flight, if any. */
    let pending: { key: string; controller: AbortController } | undefined;
    const paint = (): void => setView({ shown, active });

    const current = () => {
      const query = normalizeQuery(input.value);
      const category = select?.value ?? '';
      return { query, category, key: searchKey(query, category) };
    };
    const close = (): void => {
      shown = undefined;
      active = -1;
      paint();
    };
    const show = (results: SearchResults, query: string, key: string): void => {
      shown = { key, query, results };
      active = -1;
      paint();
      const { t } = $i18n.get();
      if (results.products.length) announce(t('search.results', { count: results.products.length }));
      else if (saysNoResults(shown)) announce(t('search.noResults'));
    };
    /** The submit button's spinner while a search is under way (the button is Flatsome's, not rendered here). */
    const busy = (on: boolean): void => void button?.classList.toggle('loading', on);

    /** Stops waiting for the request in flight: aborted, its answer is never shown. */
    const abort = (): void => {
      pending?.controller.abort();
      pending = undefined;
      busy(false);
    };

    const ask = async (query: string, category: string, key: string): Promise<void> => {
      abort();
      const mine = { key, controller: new AbortController() };
      pending = mine;
      busy(true);
      try {
        const results = await requestSuggestions(searchUrl($config.get().ajaxurl, query, category), { signal: mine.controller.signal });
        cache.set(key, results);
        if (pending === mine && current().key === key) show(results, query, key);
      } catch (error) {
        // Aborted or overtaken: a newer search is in charge now.
        if (pending !== mine) return;
        // Nothing misleading (no "No results" for a search that did not happen): the list closes and
        // the form still submits to the results page.
        close();
        console.warn('[shop-islands] search suggestions unavailable', error);
      } finally {
        if (pending === mine) {
          pending = undefined;
          busy(false);
        }
      }
    };

    /** Shows the suggestions for what the form holds now: from the cache at once, else asked after `delay` ms. */
    const search = (delay: number): void => {
      clearTimeout(timer);
      timer = undefined;
      const { query, category, key } = current();
      if (pending && pending.key !== key) abort();
      if (!isSearchable(query)) return close();
      if (key === shown?.key || pending) return;
      const cached = cache.get(key);
      if (cached) return show(cached, query, key);
      if (!delay) return void ask(query, category, key);
      timer = setTimeout(() => {
        timer = undefined;
        void ask(query, category, key);
      }, delay);
    };

    const stop = (): void => {
      clearTimeout(timer);
      timer = undefined;
      abort();
      close();
    };

    disposer.listen(input, 'input', () => {
      // The text changed: an option picked before is no longer what Enter should open.
      active = -1;
      paint();
      search(DEBOUNCE);
    });
    disposer.listen(input, 'focus', () => search(0));
    if (select) disposer.listen(select, 'change', () => search(0));
    disposer.listen<KeyboardEvent>(input, 'keydown', (event) => {
      if (event.isComposing) return;
      const options = optionsOf(shown);
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          if (!options.length) search(0);
          const now = optionsOf(shown);
          if (!now.length) return;
          event.preventDefault();
          const last = now.length - 1;
          if (event.key === 'ArrowDown') active = active >= last ? 0 : active + 1;
          else active = active <= 0 ? last : active - 1;
          paint();
          return;
        }
        case 'Enter': {
          const option = options[active];
          if (!option) return;
          event.preventDefault();
          stop();
          // Resolved as the option's link resolves it.
          location.assign(new URL(option.url, document.baseURI).href);
          return;
        }
        case 'Escape':
          // Only when there is something to close: otherwise the field's own Esc (clearing it) stays.
          if (!options.length && !saysNoResults(shown) && !pending && timer === undefined) return;
          event.preventDefault();
          stop();
          return;
      }
    });
    disposer.listen<FocusEvent>(form, 'focusout', (event) => {
      if (!form.contains(event.relatedTarget as Node | null)) stop();
    });
    disposer.listen(form, 'submit', stop);

    // The shopper may have typed while this island loaded (it loads on the first focus).
    if (document.activeElement === input) search(DEBOUNCE);
    disposer.add(stop);
    return disposer.dispose;
  }, []);

  const options = optionsOf(view.shown);
  const activeId = view.active >= 0 ? optionId(view.active) : undefined;
  const empty = saysNoResults(view.shown);

  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(options.length > 0));
    if (activeId) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [options.length, activeId]);

  return createPortal(
    <>
      {/* A press on an option must not take focus from the field (its click opens the link). */}
      <div id={listId} className="autocomplete-suggestions" role="listbox" aria-label={t('search.suggestions')} hidden={!options.length} onMouseDown={(event) => event.preventDefault()}>
        {options.map((suggestion, i) => (
          <Option key={i} suggestion={suggestion} id={optionId(i)} query={view.shown!.query} selected={i === view.active} all={suggestion === view.shown!.results.viewAll} />
        ))}
      </div>
      <p className="autocomplete-no-suggestion" hidden={!empty}>
        {empty ? t('search.noResults') : ''}
      </p>
    </>,
    box,
  );
}
