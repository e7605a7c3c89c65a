import { readFileSync } from 'node:fs';
import path from 'node:path';
import { registry } from '../islands/registry';

const fixtures = path.resolve(import.meta.dirname, 'fixtures');

/** The `<body>` of a recorded page, scripts removed (their behaviour is what the islands replace). */
export function fixtureBody(name: string): string {
  const html = readFileSync(path.join(fixtures, name), 'utf8');
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return body.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*>/gi, '');
}

/**
 * How long the helpers below wait for islands before saying which are stuck: a hang limit, just
 * under the unit tests' own 30 s (chunks load in real time, slowly on a busy machine).
 */
const HANG = 25_000;

/** Lets queued microtasks, timers of 0 ms and the loader's yields run. */
export async function settle(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Islands that wait for a visitor's first touch: the test environment never touches them by itself. */
const waitsForUse = (element: Element): boolean => {
  const own = element.getAttribute('data-hydrate');
  if (own) return own === 'interaction';
  return registry.some(
    ({ name, hydrate, enhances }) => hydrate === 'interaction' && (element.getAttribute('data-island') === name || (enhances ?? []).some((selector) => element.matches(selector))),
  );
};

/**
 * Waits until the loader has settled every island it found (chunks load asynchronously), except
 * the ones that wait for a first touch.
 */
export async function hydrated(timeout = HANG): Promise<void> {
  const end = Date.now() + timeout;
  const unsettled = () =>
    document.querySelector('[data-island-state="loading"]') ||
    Array.from(document.querySelectorAll('[data-island-state="pending"]')).some((element) => !waitsForUse(element));
  while (unsettled()) {
    if (Date.now() > end) throw new Error('islands still pending after ' + timeout + ' ms');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await settle();
}

/**
 * Brings the pointer over every island that waits for a first touch (`selector` narrows them),
 * then waits until each has mounted: what a shopper's hand does before a click.
 */
export async function approach(selector = '[data-island-state="pending"]', timeout = HANG): Promise<void> {
  const waiting = Array.from(document.querySelectorAll(selector)).filter(waitsForUse);
  for (const element of waiting) element.dispatchEvent(new Event('pointerover'));
  const end = Date.now() + timeout;
  while (waiting.some((element) => element.getAttribute('data-island-state') !== 'hydrated')) {
    if (Date.now() > end) throw new Error('islands still not hydrated ' + timeout + ' ms after the pointer came');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await settle();
}

/** Expires every cookie of the page (path `/`), as a browser with a fresh profile would have none. */
export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * The `data-product_variations` of the recorded variable product (Áo polo nam, 3 colours × 3
 * sizes, variation ids 36–44, Đen / L out of stock), as the page's HTML parser reads it.
 */
export function recordedVariationsAttribute(): string {
  const template = document.createElement('template');
  template.innerHTML = fixtureBody('woocommerce/pages/product-variable.html');
  const form = template.content.querySelector('form.variations_form');
  const value = form?.getAttribute('data-product_variations');
  if (!value) throw new Error('the recorded variable product page has no data-product_variations');
  return value;
}
