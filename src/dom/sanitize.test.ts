import { describe, expect, it } from 'vitest';
import { readVariationAnswer } from '../product/answer';
import type { Variation } from '../product/variations';
import { recordedAnswer } from '../../tests/exchanges';
import { sanitizeHtml } from './sanitize';

const html = (input: string): string => {
  const box = document.createElement('div');
  box.append(sanitizeHtml(input));
  return box.innerHTML;
};

describe('sanitizeHtml', () => {
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
