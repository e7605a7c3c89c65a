// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readVariationAnswer } from '../variations/answer';
import type { Variation } from '../variations/variations';
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

describe('sanitizeHtml: names that would clobber the page’s objects', () => {
  it('removes ids and names that would stand for a property of the document, of a form, or of the window', () => {
    expect(clean('<img src="/a.jpg" name="cookie" alt=""><img src="/b.jpg" id="domain" name="domain" alt=""><form name="body"></form><a id="location">l</a>')).toBe(
      '<img src="/a.jpg" alt=""><img src="/b.jpg" alt=""><form></form><a>l</a>',
    );
    expect(clean('<form class="cart"><input name="action"><input name="submit" type="submit"><input name="elements"></form>')).toBe(
      '<form class="cart"><input><input type="submit"><input></form>',
    );
    expect(clean('<a id="addEventListener">a</a><p id="toString">b</p><p id="top">c</p>')).toBe('<a>a</a><p>b</p><p>c</p>');
  });

  it('removes ids and names of the globals scripts look up before they exist: jQuery, WooCommerce’s, HubSpot’s, ours', () => {
    const names = ['jQuery', '$', 'wp', 'dataLayer', 'wc_add_to_cart_params', 'woocommerce_params', 'hbspt', '_hsq', 'grecaptcha', 'scheduler', 'shopIslands', '__shopIslandsCaptchaLoaded1'];
    for (const name of names) {
      expect(clean(`<form id="${name}"></form>`), name).toBe('<form></form>');
      expect(clean(`<img name="${name}" src="/a.jpg">`), name).toBe('<img src="/a.jpg">');
    }
  });

  it('keeps the ids and names of WooCommerce’s markup, and those the page already has', () => {
    document.body.innerHTML = '<form name="checkout" id="checkout"></form><div id="wrapper"></div><script type="application/json" id="shop-islands-cart">{}</script>';
    const html =
      '<div id="product-12" class="product"><form class="variations_form cart" name="checkout"><select id="pa_size" name="attribute_pa_size"></select>' +
      '<input id="quantity_66f1" name="quantity"><input type="hidden" name="add-to-cart" value="12"><input type="hidden" name="product_id" value="12">' +
      '<input type="hidden" name="variation_id" class="variation_id" value="0"><button name="add-to-cart" value="12">Thêm</button></form>' +
      '<div id="tab-reviews"></div><div id="wrapper"></div><script type="application/json" id="shop-islands-cart">{"count":1}</script></div>';
    expect(clean(html)).toBe(html);
  });

  it('removes the form attribute, which would tie a field or a button to one of the page’s forms', () => {
    expect(clean('<form id="mine"><input name="quantity" form="mine"></form><button form="checkout" formaction="https://evil.example/">b</button>')).toBe(
      '<form id="mine"><input name="quantity"></form><button formaction="https://evil.example/">b</button>',
    );
  });

  it('keeps a JSON data block, and drops every script that would run', () => {
    expect(clean('<script type="application/json" id="data">{"a":"</p>"}</script>')).toBe('<script type="application/json" id="data">{"a":"</p>"}</script>');
    expect(clean('<script type=" Application/JSON ">{}</script>')).toBe('<script type=" Application/JSON ">{}</script>');
    for (const type of ['', 'text/javascript', 'module', 'importmap', 'speculationrules', 'application/ld+json', 'text/json'])
      expect(clean(`<p>a</p><script type="${type}">{}</script>`), type).toBe('<p>a</p>');
    expect(clean('<p>a</p><script>x()</script><script src="/x.js"></script>')).toBe('<p>a</p>');
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
