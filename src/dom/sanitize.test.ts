// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readVariationAnswer } from '../product/answer';
import type { Variation } from '../product/variations';
import { recordedAnswer } from '../../tests/exchanges';
import { sanitizeFragment, sanitizeHtml } from './sanitize';

/** The sanitised markup, serialised for comparison. */
const clean = (html: string): string => {
  const box = document.createElement('div');
  box.append(sanitizeHtml(html));
  return box.innerHTML;
};

describe('sanitizeHtml', () => {
  it('keeps the markup of a product: forms, fields, data attributes, classes, ids, styles, images', () => {
    const html =
      '<div id="product-1" class="row product" style="font-size:90%"><img src="/a.jpg" srcset="/a-300.jpg 300w" alt="A" data-large_image="/a.jpg">' +
      '<form class="variations_form cart" action="/product/a/" method="post" data-product_variations="[{&quot;variation_id&quot;:2}]">' +
      '<label for="q">Số lượng</label><input id="q" type="number" name="quantity" value="1"><select name="attribute_pa_size"><option value="">Chọn</option></select>' +
      '<button type="submit" name="add-to-cart" value="1">Thêm</button></form><a href="/product/a/" class="button">Xem chi tiết</a></div>';
    expect(clean(html)).toBe(html);
  });

  it('drops elements that run code, load documents or change the page', () => {
    expect(
      clean(
        '<p>a</p><script>x()</script><iframe src="/x"></iframe><object data="/x"></object><embed src="/x"><base href="https://evil.example/">' +
          '<meta http-equiv="refresh" content="0;url=https://evil.example/"><link rel="stylesheet" href="https://evil.example/a.css">' +
          '<style>body{display:none}</style><template><script>x()</script></template><noscript>n</noscript><svg onload="x()"></svg><math></math><p>b</p>',
      ),
    ).toBe('<p>a</p><p>b</p>');
  });

  it('removes inline event handlers, in any case, and srcdoc', () => {
    expect(clean('<img src="x" onerror="x()" ONLOAD="x()" alt=""><div onclick="x()" onpointerover="x()">d</div>')).toBe('<img src="x" alt=""><div>d</div>');
  });

  it('removes URLs that would run code or hide a document, however the scheme is written', () => {
    const hrefs = ['javascript:x()', ' JavaScript:x()', 'java\tscript:x()', 'java\nscript:x()', '&#106;avascript:x()', '\u0001javascript:x()', 'vbscript:x', 'data:text/html,<script>x()</script>'];
    for (const href of hrefs) expect(clean(`<a href="${href}">a</a>`), href).toBe('<a>a</a>');
    expect(clean('<form action="javascript:x()"><button formaction="javascript:x()">b</button><input type="image" src="javascript:x()"></form>')).toBe(
      '<form><button>b</button><input type="image"></form>',
    );
  });

  it('keeps ordinary links and data: images', () => {
    const html = '<a href="/cart/">c</a><a href="https://example.com/?javascript:1">e</a><a href="#tab-reviews">r</a><img src="data:image/png;base64,AAAA" alt="">';
    expect(clean(html)).toBe(html);
    expect(clean('<video poster="data:image/png;base64,AAAA"></video>')).toBe('<video></video>');
  });
});

const html = (input: string): string => {
  const box = document.createElement('div');
  box.append(sanitizeFragment(input));
  return box.innerHTML;
};

describe('sanitizeFragment', () => {
  it('keeps WooCommerce’s price markup as it is', () => {
    const { price_html } = readVariationAnswer(recordedAnswer('19-get-variation')) as Variation;
    expect(html(price_html!)).toBe(
      '<span class="price"><del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>280.000&nbsp;<span class="woocommerce-Price-currencySymbol">₫</span></bdi></span></del> <ins><span class="woocommerce-Price-amount amount"><bdi>250.000&nbsp;<span class="woocommerce-Price-currencySymbol">₫</span></bdi></span></ins></span>',
    );
    expect(html('<p class="stock out-of-stock">Hết hàng</p>\n')).toBe('<p class="stock out-of-stock">Hết hàng</p>\n');
  });

  it('removes scripts, styles, frames and forms with their content', () => {
    expect(html('<div>a<script>alert(1)</script><style>p{}</style><iframe src="/x"></iframe><form><input></form>b</div>')).toBe('<div>ab</div>');
  });

  it('drops event handlers, style and unknown attributes, and unsafe URLs', () => {
    expect(html('<a href="javascript:alert(1)" onclick="x()" style="color:red" data-x="1" class="k">go</a>')).toBe('<a class="k">go</a>');
    expect(html('<a href=" java\tscript:alert(1)">go</a>')).toBe('<a>go</a>');
    expect(html('<img src="data:image/svg+xml,<svg/>" onerror="x()" alt="v">')).toBe('<img alt="v">');
    expect(html('<a href="/san-pham/ao/">a</a><a href="https://shop.test/x">b</a>')).toBe('<a href="/san-pham/ao/">a</a><a href="https://shop.test/x">b</a>');
    expect(html('<a href="data:text/html,x">d</a><a href="mailto:a@b.vn">m</a>')).toBe('<a>d</a><a href="mailto:a@b.vn">m</a>');
  });

  it('keeps other elements without their attributes, and drops SVG and MathML whole', () => {
    expect(html('<p><font color="red">đỏ</font><video src="/v.mp4" autoplay></video></p>')).toBe('<p><font>đỏ</font><video></video></p>');
    expect(html('<p>a<svg><a href="javascript:x()"><text>b</text></a></svg><math><mi>c</mi></math></p>')).toBe('<p>a</p>');
  });
});
