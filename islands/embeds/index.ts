import { linkAllowed, readEmbedMessage } from '../../src/embeds/embeds';
import type { IslandModule } from '../../src/runtime/types';

/**
 * WordPress post embeds (`iframe.wp-embedded-content[data-secret]`, what `wp-embed.js` does):
 * the embedded page asks for its height, which the iframe takes (200–1000 px), and may ask to
 * open one of its own site's pages while it has focus. A message counts only if it comes from
 * this iframe's window, from the origin of its `src`, and carries its secret. The first height
 * shows the iframe (WordPress hides it until then) in place of its fallback quote. On mount it
 * tells the embed it is ready, so an embed that loaded before the island sends its height again.
 * WordPress sandboxes its embeds (`sandbox="allow-scripts"`), which gives them an opaque origin:
 * theirs is then `"null"`, and the ready message cannot name one.
 */
const embeds: IslandModule = {
  mount(frame) {
    const secret = frame.dataset['secret'];
    const doc = frame.ownerDocument;
    const win = doc.defaultView;
    if (!(frame instanceof HTMLIFrameElement) || !secret || !win) return;
    let origin: string;
    try {
      origin = new URL(frame.src, doc.baseURI).origin;
    } catch {
      return;
    }
    const opaque = frame.sandbox.length > 0 && !frame.sandbox.contains('allow-same-origin');
    const onMessage = (event: MessageEvent): void => {
      if (event.source !== frame.contentWindow || event.origin !== (opaque ? 'null' : origin)) return;
      const message = readEmbedMessage(event.data);
      if (!message || message.secret !== secret) return;
      if (message.message === 'height') {
        frame.height = String(message.height);
        frame.removeAttribute('style');
        const quote = doc.querySelector<HTMLElement>(`blockquote.wp-embedded-content[data-secret="${CSS.escape(secret)}"]`);
        if (quote) quote.style.display = 'none';
      } else if (doc.activeElement === frame && linkAllowed(message.url, frame.src)) {
        (win.top ?? win).location.href = message.url;
      }
    };
    const ready = (): void => frame.contentWindow?.postMessage({ message: 'ready', secret }, opaque ? '*' : origin);
    win.addEventListener('message', onMessage);
    frame.addEventListener('load', ready);
    ready();
    return () => {
      win.removeEventListener('message', onMessage);
      frame.removeEventListener('load', ready);
    };
  },
};

export default embeds;
