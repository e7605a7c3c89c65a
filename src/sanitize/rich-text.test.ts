// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

const rich = (input: string): string => {
  const box = document.createElement('div');
  box.append(sanitizeRichText(input));
  return box.innerHTML;
};

describe('sanitizeRichText', () => {
  it('keeps a form’s rich text as its author wrote it: text, lists, tables, links, images, styles', () => {
    const html =
      '<h2 style="text-align:center">Báo giá</h2><p class="lead">Gửi <b>nhanh</b>, <em>miễn phí</em><br>trong <a href="https://example.com/gia" target="_blank" rel="noopener">1 ngày</a>.</p>' +
      '<ul><li>Thùng</li><li><strong>Hộp</strong></li></ul><table><tbody><tr><td colspan="2" aria-label="giá">10.000 ₫</td></tr></tbody></table>' +
      '<p><img src="https://cdn.example.com/logo.png" alt="Logo" width="120" height="40"><img src="data:image/png;base64,AAAA" alt=""></p><hr><blockquote>“Tốt”</blockquote>';
    expect(rich(html)).toBe(html);
  });

  it('drops what runs, loads a document, styles the page or asks for input, with its content', () => {
    expect(
      rich(
        '<p>a</p><script>x()</script><style>body{display:none}</style><iframe src="/x"></iframe><object data="/x"></object><embed src="/x">' +
          '<base href="https://evil.example/"><meta http-equiv="refresh" content="0"><link rel="stylesheet" href="/a.css"><template><b>t</b></template>' +
          '<noscript>n</noscript><svg onload="x()"><text>s</text></svg><math><mi>m</mi></math><form action="/x"><input name="email"><button>b</button></form>' +
          '<select><option>o</option></select><textarea>t</textarea><label>l</label><video src="/v.mp4"></video><p>b</p>',
      ),
    ).toBe('<p>a</p><p>b</p>');
  });

  it('unwraps elements it does not know, keeping their content', () => {
    expect(rich('<section><center>Giữa <b>đậm</b></center></section><my-widget onclick="x()"><i>i</i></my-widget><font color="red">đỏ</font>')).toBe(
      'Giữa <b>đậm</b><i>i</i>đỏ',
    );
  });

  it('removes handlers, ids, names, data attributes and every other attribute out of its list', () => {
    expect(rich('<img src="x" onerror="x()" ONLOAD="x()" alt=""><p id="cookie" name="body" data-toggle="modal" onclick="x()" hidden contenteditable="true" is="x-p">p</p>')).toBe(
      '<img src="x" alt=""><p>p</p>',
    );
    expect(rich('<img src="/a.jpg" srcset="/evil.jpg 2x" alt="a"><a href="/x" ping="https://evil.example/" download>x</a>')).toBe('<img src="/a.jpg" alt="a"><a href="/x">x</a>');
  });

  it('removes URLs that would run code, and addresses on elements that are neither links nor images', () => {
    const hrefs = ['javascript:x()', ' JavaScript:x()', 'java\tscript:x()', 'java\nscript:x()', '&#106;avascript:x()', '\u0001javascript:x()', 'vbscript:x', 'data:text/html,<script>x()</script>'];
    for (const href of hrefs) expect(rich(`<a href="${href}">a</a>`), href).toBe('<a>a</a>');
    expect(rich('<img src="javascript:x()" alt="i"><img src="data:text/html,x" alt="j">')).toBe('<img alt="i"><img alt="j">');
    expect(rich('<p src="/x" href="/y">p</p><span href="javascript:x()">s</span>')).toBe('<p>p</p><span>s</span>');
  });

  it('hands over the nodes it checked, for the document it was given (the iframe shell’s)', () => {
    const shell = document.implementation.createHTMLDocument('shell');
    const fragment = sanitizeRichText('<p>a<b>b</b><img src="x" onerror="x()"></p>', shell);
    shell.body.append(fragment);
    expect(shell.body.innerHTML).toBe('<p>a<b>b</b><img src="x"></p>');
  });
});
