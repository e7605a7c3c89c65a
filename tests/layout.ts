/**
 * The layout check both servers' browser tests run on every page they look at (the demo store's
 * and the theme's on real WooCommerce): what a shopper would call broken, read from the laid-out
 * page, and a screenshot of the page kept as a test artefact.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** The narrowest product card allowed: at phone widths, and from 1280 px up. */
export const MIN_CARD_WIDTH = { phone: 150, desktop: 200 } as const;

/**
 * What is wrong with the page's layout, as sentences (empty when nothing is):
 * - the page scrolls sideways;
 * - a header item is clipped (its text cut or hidden), overlaps another, or leaves the screen;
 * - at 1280 px and wider, the main menu wraps to a second row;
 * - a product grid has cells of unequal width, narrower than MIN_CARD_WIDTH, or an empty cell
 *   (a cell before the first card, as a clearfix pseudo-element makes in a CSS grid).
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((minCard) => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.classList.length ? `.${[...element.classList].slice(0, 3).join('.')}` : ''}${element.textContent?.trim() ? ` "${element.textContent.trim().replace(/\s+/g, ' ').slice(0, 40)}"` : ''}`;

    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (overflow > 1) {
      const wide = [...document.body.querySelectorAll('*')].filter((element) => visible(element) && element.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && !element.closest('[aria-hidden="true"], .screen-reader-text, .slider, .flickity-viewport, .embla, .is-overflow-allowed'));
      if (wide.length) problems.push(`the page scrolls ${overflow} px sideways: ${wide.slice(0, 3).map(describe).join(', ')}`);
    }

    const header = document.querySelector('#header, header.site-header, header.wp-block-template-part');
    if (header) {
      const bar = header.querySelector('.header-main .container');
      const items = bar ? [...bar.children].filter(visible) : [];
      for (const element of header.querySelectorAll('a, button, summary, .header-search, .logo')) {
        if (!visible(element) || element.closest('.nav-dropdown, .mobile-nav-panel, .screen-reader-text, [hidden]')) continue;
        const box = element.getBoundingClientRect();
        if (box.right > width + 1 || box.left < -1) problems.push(`header item off screen: ${describe(element)}`);
        const style = getComputedStyle(element);
        if ((style.overflow !== 'visible' || style.textOverflow === 'ellipsis') && element.scrollWidth > element.clientWidth + 1) problems.push(`header item clipped: ${describe(element)}`);
      }
      for (let i = 0; i < items.length; i++) {
        for (let j = i + 1; j < items.length; j++) {
          const a = items[i]!.getBoundingClientRect();
          const b = items[j]!.getBoundingClientRect();
          const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
          if (overlap) problems.push(`header items overlap: ${describe(items[i]!)} and ${describe(items[j]!)}`);
        }
      }
      const menu = header.querySelector('.header-bottom .nav');
      if (width >= 1280 && menu && visible(menu)) {
        const tops = new Set([...menu.children].filter(visible).map((item) => Math.round(item.getBoundingClientRect().top)));
        if (tops.size > 1) problems.push(`the main menu wraps to ${tops.size} rows at ${width} px`);
      }
    }

    const minimum = width >= 1280 ? minCard.desktop : width <= 480 ? minCard.phone : minCard.phone;
    for (const grid of document.querySelectorAll('ul.products, .products.row, .row.products')) {
      if (!visible(grid) || grid.closest('.slider, .row-slider')) continue;
      const cells = [...grid.children].filter((cell) => cell.matches('li, .col, .product') && visible(cell));
      if (!cells.length) continue;
      const boxes = cells.map((cell) => cell.getBoundingClientRect());
      const name = describe(grid).split(' ')[0];
      const widths = boxes.map((box) => Math.round(box.width));
      if (Math.max(...widths) - Math.min(...widths) > 1) problems.push(`${name}: cards of unequal width (${[...new Set(widths)].join(', ')} px)`);
      if (Math.min(...widths) < minimum) problems.push(`${name}: cards ${Math.min(...widths)} px wide, under ${minimum} px at ${width} px`);
      const firstColumn = Math.min(...boxes.map((box) => box.left));
      if (boxes[0]!.left > firstColumn + 1) problems.push(`${name}: an empty cell before the first card`);
      for (const pseudo of ['::before', '::after'] as const) {
        const style = getComputedStyle(grid, pseudo);
        if (style.content !== 'none' && style.content !== 'normal' && style.display !== 'none' && ['grid', 'flex'].includes(getComputedStyle(grid).display)) {
          problems.push(`${name}: its ${pseudo} takes a cell of the ${getComputedStyle(grid).display}`);
        }
      }
    }
    return problems;
  }, MIN_CARD_WIDTH);
}

/** Where screenshots go: test-results/screenshots/<server>/ (ignored by git, kept by CI as artefacts). */
export const SCREENSHOTS = path.resolve('test-results/screenshots');

/** Saves a full-page screenshot as `<server>/<name>-<width>.png`. */
export async function screenshot(page: Page, server: string, name: string): Promise<void> {
  const folder = path.join(SCREENSHOTS, server);
  mkdirSync(folder, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(folder, `${name.replace(/[^a-z0-9-]+/gi, '-')}-${width}.png`), fullPage: true });
}
