import { useEffect, useRef } from 'react';

interface Sanitizing {
  setHTML?(html: string): void;
}

/** DOMPurify, loaded once, the first time a form has rich text and the browser has no Sanitizer API. */
let purify: Promise<(html: string) => string> | undefined;
const sanitizer = (): Promise<(html: string) => string> =>
  (purify ??= import('dompurify').then(({ default: DOMPurify }) => {
    // Where DOMPurify cannot work it would hand the markup back as it came: refuse instead.
    if (!DOMPurify.isSupported) throw new Error('DOMPurify is not supported here');
    return (html: string) => DOMPurify.sanitize(html);
  }));

/**
 * HTML from the form definition (a group's rich text, the consent texts, the thank-you message):
 * the one place the widget writes server HTML, and only sanitised, by the browser's HTML Sanitizer
 * API where there is one, else by DOMPurify, loaded on demand. Until then it shows the text alone.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current as (HTMLDivElement & Sanitizing) | null;
    if (!element) return;
    if (typeof element.setHTML === 'function') return element.setHTML(html);
    // The text first, so nothing jumps when the markup arrives.
    element.textContent = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
    let current = true;
    sanitizer().then(
      (sanitize) => current && (element.innerHTML = sanitize(html)),
      (error: unknown) => console.warn('[forms] rich text shown as text: the sanitiser did not load', error),
    );
    return () => void (current = false);
  }, [html]);
  return <div ref={ref} className={className} />;
}
