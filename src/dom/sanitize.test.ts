import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

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
