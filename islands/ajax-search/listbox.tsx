import { htmlText, priceFragment } from '../../src/sanitize/price-html';
import type { Suggestion } from '../../src/search/answer';
import { highlight } from '../../src/search/highlight';

interface OptionProps {
  suggestion: Suggestion;
  id: string;
  /** The words to highlight in the name. */
  query: string;
  selected: boolean;
  /** The "view all results" link after the products: its words are not a product's, nothing is highlighted. */
  all: boolean;
}

/**
 * One option of the suggestion list, in the classes Flatsome's stylesheet knows
 * (`.autocomplete-suggestion`, `.search-image`, `.search-name`, `.search-price`). It is a link, so
 * a click, a middle click or "open in new tab" works as on any link; `role="option"` makes it an
 * option of the listbox, and `tabIndex={-1}` keeps it out of the Tab order (focus stays in the
 * field, `aria-activedescendant` points at the active option). The name is the text of the
 * server's `value` (a WordPress title: entities decoded, never markup) with the query's words in
 * `<strong>`; the price is WooCommerce's price markup, sanitised.
 */
export function Option({ suggestion, id, query, selected, all }: OptionProps) {
  const price = priceFragment(suggestion.price);
  return (
    <a id={id} className={`autocomplete-suggestion${all ? ' si-search-all' : ''}${selected ? ' autocomplete-selected' : ''}`} href={suggestion.url} tabIndex={-1} role="option" aria-selected={selected ? 'true' : 'false'}>
      {/* The option's name is its text; the thumbnail adds nothing to it. */}
      {suggestion.img ? <img className="search-image" src={suggestion.img} alt="" width={40} height={40} decoding="async" /> : null}
      <span className="search-name">{highlight(htmlText(suggestion.value), all ? '' : query).map((segment, i) => (segment.match ? <strong key={i}>{segment.text}</strong> : segment.text))}</span>
      {/* Server markup, rebuilt node by node by the sanitiser: put in as those nodes, not rendered. */}
      {price.hasChildNodes() ? <span className="search-price" ref={(box) => box?.replaceChildren(price)} /> : null}
    </a>
  );
}
