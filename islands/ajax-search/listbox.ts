import { htmlText, priceFragment } from '../../src/dom/price-html';
import type { Suggestion } from '../../src/search/answer';
import { highlight } from '../../src/search/highlight';

/**
 * One option of the suggestion list, in the classes Flatsome's stylesheet knows
 * (`.autocomplete-suggestion`, `.search-image`, `.search-name`, `.search-price`). It is a link, so
 * a click, a middle click or "open in new tab" works as on any link; `role="option"` makes it an
 * option of the listbox, and `tabindex="-1"` keeps it out of the Tab order (focus stays in the
 * field, `aria-activedescendant` points at the active option). The name is the text of the
 * server's `value` (a WordPress title: entities decoded, never markup) with the query's words in
 * `<strong>`; the price is WooCommerce's price markup, sanitised.
 */
export function optionElement(suggestion: Suggestion, id: string, query: string, extraClass = ''): HTMLAnchorElement {
  const option = document.createElement('a');
  option.id = id;
  option.className = `autocomplete-suggestion ${extraClass}`.trim();
  option.href = suggestion.url;
  option.tabIndex = -1;
  option.setAttribute('role', 'option');
  option.setAttribute('aria-selected', 'false');
  if (suggestion.img) {
    const image = document.createElement('img');
    image.className = 'search-image';
    image.src = suggestion.img;
    // The option's name is its text; the thumbnail adds nothing to it.
    image.alt = '';
    image.width = 40;
    image.height = 40;
    image.decoding = 'async';
    option.append(image);
  }
  const name = document.createElement('span');
  name.className = 'search-name';
  for (const segment of highlight(htmlText(suggestion.value), query)) {
    if (!segment.match) {
      name.append(segment.text);
      continue;
    }
    const strong = document.createElement('strong');
    strong.textContent = segment.text;
    name.append(strong);
  }
  option.append(name);
  const price = priceFragment(suggestion.price);
  if (price.hasChildNodes()) {
    const box = document.createElement('span');
    box.className = 'search-price';
    box.append(price);
    option.append(box);
  }
  return option;
}
