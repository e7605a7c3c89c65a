// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { listenBrandingHeight } from './branding';

const HUBSPOT = 'https://app.hubspot.com';
const SRC = `${HUBSPOT}/embedded-viral-link/forms?lang=vi&portalId=62515`;

/**
 * A branding iframe as the form renders it. Its `src` is read, not loaded: the unit tests make no
 * request to HubSpot (the frame keeps its blank window, which is what the source check compares).
 */
const brandingFrame = () => {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  Object.defineProperty(frame, 'src', { configurable: true, get: () => SRC });
  return frame;
};
const post = (data: unknown, source: unknown, origin = HUBSPOT) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

describe('listenBrandingHeight', () => {
  it('applies SET_IFRAME_HEIGHT from the branding iframe and the origin of its src, clamped', () => {
    const frame = brandingFrame();
    listenBrandingHeight(frame);
    post({ type: 'SET_IFRAME_HEIGHT', height: 260 }, frame.contentWindow);
    expect(frame.style.height).toBe('260px');
    post(JSON.stringify({ type: 'SET_IFRAME_HEIGHT', height: 3000 }), frame.contentWindow);
    expect(frame.style.height).toBe('1000px');
    post({ type: 'SET_IFRAME_HEIGHT', height: 30 }, frame.contentWindow);
    expect(frame.style.height).toBe('200px');
  });

  it('ignores the message from another window or another origin', () => {
    const frame = brandingFrame();
    const other = brandingFrame();
    listenBrandingHeight(frame);
    post({ type: 'SET_IFRAME_HEIGHT', height: 260 }, other.contentWindow);
    post({ type: 'SET_IFRAME_HEIGHT', height: 260 }, window);
    post({ type: 'SET_IFRAME_HEIGHT', height: 260 }, null);
    post({ type: 'SET_IFRAME_HEIGHT', height: 260 }, frame.contentWindow, 'https://evil.example');
    post({ type: 'SET_IFRAME_HEIGHT', height: 260 }, frame.contentWindow, location.origin);
    post({ type: 'SET_IFRAME_HEIGHT', height: 260 }, frame.contentWindow, 'null');
    expect(frame.style.height).toBe('');
  });

  it('ignores a message without a source while the iframe has no window', () => {
    const frame = brandingFrame();
    frame.remove();
    listenBrandingHeight(frame);
    post({ type: 'SET_IFRAME_HEIGHT', height: 260 }, null);
    expect(frame.style.height).toBe('');
  });

  it('takes another expected origin, and stops listening when disposed', () => {
    const frame = brandingFrame();
    const stop = listenBrandingHeight(frame, 'https://app-eu1.hubspot.com');
    post({ type: 'SET_IFRAME_HEIGHT', height: 260 }, frame.contentWindow);
    expect(frame.style.height).toBe('');
    post({ type: 'SET_IFRAME_HEIGHT', height: 260 }, frame.contentWindow, 'https://app-eu1.hubspot.com');
    expect(frame.style.height).toBe('260px');
    stop();
    post({ type: 'SET_IFRAME_HEIGHT', height: 500 }, frame.contentWindow, 'https://app-eu1.hubspot.com');
    expect(frame.style.height).toBe('260px');
  });
});
