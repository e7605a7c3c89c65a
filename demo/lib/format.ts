/**
 * Formats a VND amount the way WooCommerce does with the Vietnamese settings
 * (thousand separator `.`, no decimals): `1250000` → `1.250.000`.
 */
import { foldText } from '../../src/text/fold';
export function formatAmount(amount: number): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return sign + String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Plain-text price, as in e-mails and logs: `1.250.000 ₫`. */
export function formatPriceText(amount: number): string {
  return `${formatAmount(amount)}\u00a0₫`;
}

/** URL-safe slug from Vietnamese text: "Thùng carton 3 lớp" → "thung-carton-3-lop". */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
