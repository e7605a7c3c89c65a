// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/runtime/config';
import { startIslands, type Islands } from '../../src/runtime/islands';
import { setConfig } from '../../stores/config';
import { hydrated, settle } from '../../tests/dom';
import { registry } from '../registry';

const FORM = { portalId: '48201937', formId: '6f1c2a4e-8d3b-4c1a-9e2f-5b7d0c3a1e94' };
/** The theme's shortcode output (theme-php/inc/forms.php): the props, and the no-JavaScript link. */
const markup = (base = 'http://127.0.0.1:9') => `
  <div data-island="form-embed" data-hydrate="load" class="shop-islands-form">
    <script type="application/json" data-island-props>${JSON.stringify({ ...FORM, region: 'na1', formsBaseUrl: base })}</script>
    <p class="shop-islands-form__fallback"><a href="https://share.hsforms.com/1abc">Mở biểu mẫu</a></p>
  </div>`;

let islands: Islands | undefined;
let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  islands?.stop();
  islands = undefined;
  setConfig(DEFAULT_CONFIG);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function mount(fetchImpl: (url: string) => Promise<Response>): Promise<HTMLElement> {
  vi.stubGlobal('fetch', (url: string) => fetchImpl(String(url)));
  document.body.innerHTML = markup();
  islands = startIslands({ registry });
  await hydrated();
  return document.querySelector<HTMLElement>('[data-island="form-embed"]')!;
}

describe('a form whose forms host cannot be reached', () => {
  it('keeps the link under a sentence in the page’s language, and logs one line', async () => {
    const mountPoint = await mount(() => Promise.reject(new TypeError('Failed to fetch')));
    await vi.waitFor(() => expect(mountPoint.querySelector('.shop-islands-form__unavailable')).not.toBeNull());
    const note = mountPoint.querySelector('.shop-islands-form__unavailable')!;
    expect(note.textContent).toBe('Hiện không tải được biểu mẫu. Bạn có thể mở biểu mẫu bằng liên kết bên dưới.');
    expect(note.getAttribute('role')).toBe('status');
    expect(note.nextElementSibling?.querySelector('a')?.getAttribute('href')).toBe('https://share.hsforms.com/1abc');
    expect(mountPoint.getAttribute('data-island-state')).toBe('hydrated');
    expect(warn.mock.calls).toEqual([
      [`[forms] form ${FORM.formId} (portal ${FORM.portalId}) could not be loaded: no answer from http://127.0.0.1:9 (FALLBACK_DEFINITION_FAILURE); the link to the form's own page stays.`],
    ]);
    expect(error).not.toHaveBeenCalled();
  });

  it('says it in English on an English page', async () => {
    setConfig({ ...DEFAULT_CONFIG, locale: 'en-US' });
    const mountPoint = await mount(() => Promise.reject(new TypeError('Failed to fetch')));
    await vi.waitFor(() => expect(mountPoint.querySelector('.shop-islands-form__unavailable')?.textContent).toBe('The form cannot be loaded right now. You can open it with the link below.'));
  });

  it('takes the sentence away when the island goes', async () => {
    const mountPoint = await mount(() => Promise.reject(new TypeError('Failed to fetch')));
    await vi.waitFor(() => expect(mountPoint.querySelector('.shop-islands-form__unavailable')).not.toBeNull());
    islands!.stop();
    islands = undefined;
    expect(mountPoint.querySelector('.shop-islands-form__unavailable')).toBeNull();
    expect(mountPoint.querySelector('.shop-islands-form__fallback a')).not.toBeNull();
  });

  it('still fails the island, as before, when the host answers that the form does not exist', async () => {
    const mountPoint = await mount(async () => new Response('Not Found', { status: 404 }));
    await vi.waitFor(() => expect(mountPoint.getAttribute('data-island-state')).toBe('error'));
    await settle();
    expect(mountPoint.querySelector('.shop-islands-form__unavailable')).toBeNull();
    expect(mountPoint.querySelector('.shop-islands-form__fallback a')).not.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
