import { announce, liveRegion } from '../../src/dom/announce';
import { createDisposer } from '../../src/events/index';
import { search as strings } from '../../src/i18n/catalogs/search';
import type { IslandModule } from '../../src/runtime/types';
import type { SearchResults } from '../../src/search/answer';
import { createCache, searchKey } from '../../src/search/cache';
import { isSearchable, normalizeQuery, requestSuggestions, searchUrl } from '../../src/search/request';
import { $config } from '../../stores/config';
import { $i18n, i18nReady } from '../../stores/i18n';
import { optionElement } from './listbox';

/** How long typing must pause before a search is sent, in ms. */
export const DEBOUNCE = 300;

/** Answers by query and category, for the page's life, shared by every search form on it. */
const cache = createCache<SearchResults>();
/** Forms mounted so far: each one's ids are unique on the page. */
let mounted = 0;

/** The combobox attributes the field gets (ARIA 1.2), and the browser's own autocomplete off. */
const comboboxAttributes = (listId: string): Record<string, string> => ({
  role: 'combobox',
  'aria-autocomplete': 'list',
  'aria-expanded': 'false',
  'aria-controls': listId,
  autocomplete: 'off',
});

/**
 * The header's live product search, on Flatsome's markup (`form.searchform` with
 * `input.search-field[name=s]`, an optional `select.search_categories[name=product_cat]`, the
 * `.submit-button` and `.live-search-results`). From 3 characters, after a pause in typing, it asks
 * the theme's `flatsome_ajax_search_products` and lists the products found as a WAI-ARIA
 * combobox: arrows move through them, Enter opens one, Esc closes the list and keeps the text, and
 * the count is read out in the page's live region. A newer query aborts the request of an older
 * one, whose answer is never shown; answers are kept per query and category. A failed, timed-out
 * or malformed answer shows nothing: the form still submits to the search results page.
 */
const ajaxSearch: IslandModule = {
  async mount(form) {
    const input = form.querySelector<HTMLInputElement>('input[name="s"]');
    if (!input) return;
    await i18nReady(strings);
    liveRegion();
    const select = form.querySelector<HTMLSelectElement>('select[name="product_cat"]');
    const button = form.querySelector<HTMLElement>('.submit-button, [type="submit"]');
    const id = `si-search-${++mounted}`;
    const disposer = createDisposer();

    let box = form.querySelector<HTMLElement>('.live-search-results');
    if (!box) {
      const made = document.createElement('div');
      made.className = 'live-search-results';
      form.append(made);
      disposer.add(() => made.remove());
      box = made;
    }
    const list = document.createElement('div');
    list.id = `${id}-list`;
    list.className = 'autocomplete-suggestions';
    list.setAttribute('role', 'listbox');
    list.setAttribute('aria-label', $i18n.get().t('search.suggestions'));
    list.hidden = true;
    const notice = document.createElement('p');
    notice.className = 'autocomplete-no-suggestion';
    notice.hidden = true;
    box.append(list, notice);
    disposer.add(() => {
      list.remove();
      notice.remove();
    });
    for (const [name, value] of Object.entries(comboboxAttributes(list.id))) {
      const before = input.getAttribute(name);
      input.setAttribute(name, value);
      disposer.add(() => (before === null ? input.removeAttribute(name) : input.setAttribute(name, before)));
    }

    let options: HTMLAnchorElement[] = [];
    let active = -1;
    /** The search whose answer the list (or the no-results notice) shows. */
    let shownKey: string | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** The request in flight, if any. */
    let pending: { key: string; controller: AbortController } | undefined;

    const current = () => {
      const query = normalizeQuery(input.value);
      const category = select?.value ?? '';
      return { query, category, key: searchKey(query, category) };
    };

    const setActive = (index: number): void => {
      const previous = options[active];
      previous?.classList.remove('autocomplete-selected');
      previous?.setAttribute('aria-selected', 'false');
      active = index;
      const option = options[index];
      if (!option) {
        active = -1;
        input.removeAttribute('aria-activedescendant');
        return;
      }
      option.classList.add('autocomplete-selected');
      option.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView?.({ block: 'nearest' });
    };

    const close = (): void => {
      setActive(-1);
      options = [];
      shownKey = undefined;
      list.replaceChildren();
      list.hidden = true;
      notice.hidden = true;
      input.setAttribute('aria-expanded', 'false');
    };

    const render = (results: SearchResults, query: string, key: string): void => {
      const { t } = $i18n.get();
      close();
      shownKey = key;
      if (!results.products.length) {
        // Flatsome's option; without it the list just stays closed.
        if (!$config.get().search.no_results) return;
        notice.textContent = t('search.noResults');
        notice.hidden = false;
        announce(notice.textContent);
        return;
      }
      options = results.products.map((suggestion, i) => optionElement(suggestion, `${id}-option-${i}`, query));
      if (results.viewAll) options.push(optionElement(results.viewAll, `${id}-option-all`, '', 'si-search-all'));
      list.append(...options);
      list.hidden = false;
      input.setAttribute('aria-expanded', 'true');
      announce(t('search.results', { count: results.products.length }));
    };

    const busy = (on: boolean): void => {
      button?.classList.toggle('loading', on);
    };

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
        if (pending === mine && current().key === key) render(results, query, key);
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
      if (key === shownKey || pending) return;
      const cached = cache.get(key);
      if (cached) return render(cached, query, key);
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
      setActive(-1);
      search(DEBOUNCE);
    });
    disposer.listen(input, 'focus', () => search(0));
    if (select) disposer.listen(select, 'change', () => search(0));
    disposer.listen<KeyboardEvent>(input, 'keydown', (event) => {
      if (event.isComposing) return;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          if (list.hidden) search(0);
          if (list.hidden || !options.length) return;
          event.preventDefault();
          const last = options.length - 1;
          if (event.key === 'ArrowDown') setActive(active >= last ? 0 : active + 1);
          else setActive(active <= 0 ? last : active - 1);
          return;
        }
        case 'Enter': {
          const option = list.hidden ? undefined : options[active];
          if (!option) return;
          event.preventDefault();
          stop();
          location.assign(option.href);
          return;
        }
        case 'Escape':
          // Only when there is something to close: otherwise the field's own Esc (clearing it) stays.
          if (list.hidden && notice.hidden && !pending && timer === undefined) return;
          event.preventDefault();
          stop();
          return;
      }
    });
    // A press on an option must not take focus from the field (its click opens the link).
    disposer.listen(list, 'mousedown', (event) => event.preventDefault());
    disposer.listen<FocusEvent>(form, 'focusout', (event) => {
      if (!form.contains(event.relatedTarget as Node | null)) stop();
    });
    disposer.listen(form, 'submit', stop);

    // The shopper may have typed while this island loaded (it loads on the first focus).
    if (document.activeElement === input) search(DEBOUNCE);
    disposer.add(stop);
    return disposer.dispose;
  },
};

export default ajaxSearch;
