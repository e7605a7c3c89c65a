// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { htmlText, priceFragment } from './price-html';

/** The fragment as markup, to compare with what WooCommerce sends. */
const html = (fragment: DocumentFragment): string => {
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
};
/** Markup as the browser itself writes it back, for comparing two spellings of the same HTML. */
const serialized = (markup: string): string => {
  const box = document.createElement('div');
  box.innerHTML = markup;
  return box.innerHTML;
};

// From tests/fixtures/woocommerce/pages/shop.html (WooCommerce 7.8, VND): a range, a sale, a plain price.
const RANGE = '<span class="woocommerce-Price-amount amount"><bdi>250.000&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span></bdi></span> &ndash; <span class="woocommerce-Price-amount amount"><bdi>300.000&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span></bdi></span>';
const SALE = '<del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>450.000&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span></bdi></span></del> <ins><span class="woocommerce-Price-amount amount"><bdi>390.000&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span></bdi></span></ins>';
const SUFFIX = '<span class="woocommerce-Price-amount amount"><bdi>199.000&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span></bdi></span> <small class="woocommerce-price-suffix">gồm VAT</small><span class="screen-reader-text">Giá hiện tại là: 199.000 ₫.</span>';

describe('price HTML', () => {
  it.each([
    ['a price range', RANGE],
    ['a sale, the old price hidden from screen readers', SALE],
    ['a price with a suffix and screen-reader text', SUFFIX],
  ])("keeps WooCommerce's markup of %s as it is", (_, markup) => {
    expect(html(priceFragment(markup))).toBe(serialized(markup));
  });

  it('reads entities as text: "&#8363;" is ₫ and "&lt;b&gt;" stays text', () => {
    const fragment = priceFragment('<bdi>3.500&nbsp;&#8363; &lt;b&gt;</bdi>');
    expect(fragment.textContent).toBe('3.500\u00a0₫ <b>');
    expect(fragment.querySelector('b')).toBeNull();
  });

  it('drops scripts, styles and other code with their content', () => {
    const fragment = priceFragment('<span class="amount">1</span><script>alert(1)</script><style>*{display:none}</style><template><img src=x onerror=alert(1)></template><svg><script>alert(2)</script></svg><noscript>n</noscript>');
    expect(html(fragment)).toBe('<span class="amount">1</span>');
  });

  it('unwraps elements outside the price markup, keeping their text', () => {
    const fragment = priceFragment('<a href="javascript:alert(1)"><span class="amount">1</span> <b>off</b></a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><div><p>đ</p></div>');
    expect(html(fragment)).toBe('<span class="amount">1</span> offđ');
  });

  it('keeps only the price classes and aria-hidden="true"; every other attribute goes', () => {
    const fragment = priceFragment(
      '<span class="amount evil woocommerce-Price-amount" style="position:fixed;inset:0" onclick="alert(1)" id="x" data-x="1" aria-hidden="false"><bdi title="t" dir="rtl">1</bdi></span><del aria-hidden="true" class="x">2</del>',
    );
    expect(html(fragment)).toBe('<span class="amount woocommerce-Price-amount"><bdi>1</bdi></span><del aria-hidden="true">2</del>');
  });

  it("makes its nodes in the page's document, not the parser's", () => {
    const fragment = priceFragment(SALE);
    expect(fragment.ownerDocument).toBe(document);
    expect([...fragment.querySelectorAll('*')].every((node) => node.ownerDocument === document)).toBe(true);
    expect(fragment.querySelectorAll('*')).toHaveLength(8);
  });

  it('gives nothing for empty markup, or markup far longer than a price', () => {
    expect(priceFragment('').hasChildNodes()).toBe(false);
    expect(priceFragment(`<span>${'9'.repeat(5000)}</span>`).hasChildNodes()).toBe(false);
  });

  it('stops at a nesting deeper than any price', () => {
    const deep = `${'<span>'.repeat(50)}x${'</span>'.repeat(50)}`;
    const fragment = priceFragment(deep);
    let depth = 0;
    for (let node: Element | null = fragment.firstElementChild; node; node = node.firstElementChild) depth++;
    expect(depth).toBeLessThanOrEqual(8);
  });
});

describe('title text', () => {
  it('decodes the entities WordPress writes in titles', () => {
    expect(htmlText('Dây đai &amp; khoá &#8211; “PP” &lt;15mm&gt;')).toBe('Dây đai & khoá – “PP” <15mm>');
  });

  it('keeps the text of markup, not the markup, and drops code with its content', () => {
    expect(htmlText('<b>Thùng</b> <img src=x onerror=alert(1)>carton<script>alert(1)</script><style>b{}</style>')).toBe('Thùng carton');
  });

  it('leaves plain text as it is, a lone "<" included', () => {
    expect(htmlText('Thùng carton < 10 kg')).toBe('Thùng carton < 10 kg');
    expect(htmlText('')).toBe('');
  });
});
