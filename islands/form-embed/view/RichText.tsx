import { useLayoutEffect, useRef } from 'react';
import { sanitizeRichText } from '../../../src/sanitize/rich-text';

/**
 * HTML from the form definition (a group's rich text, the consent texts, the thank-you message):
 * the one place the widget writes server HTML, and only sanitised, by the project's rich-text
 * policy (src/sanitize/rich-text.ts): the same markup in every browser, written before the first paint.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element) element.replaceChildren(sanitizeRichText(html, element.ownerDocument));
  }, [html]);
  return <div ref={ref} className={className} />;
}
