/**
 * The theme keeps marketing forms' definitions (inc/form-definitions.php) and prints each form's
 * placeholder from it (inc/form-placeholder.php): the cache against a host that answers, one that
 * is down and one that answers no form; the refresh in the background; the placeholder's markup,
 * the same as the demo store's (src/forms/embed/placeholder.ts) for every shared fixture.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { normalizeDefinition } from '../../src/forms/definition/normalize';
import { placeholderMarkup } from '../../src/forms/embed/placeholder';
import { createFormMessages, loadFormLocale } from '../../src/forms/messages/index';
import { php, phpJson, phpValue, site, skipped } from './context';
import { expectCleanDebugLog } from './debug-log';
import { parse } from './dom';
import { definitionPath, SITEPEN, startFormsHost, type FormsHost } from './forms-host';
import { freePort } from './site';

type Ids = { portalId: string; formId: string };
const props = (base: string, ids: Ids = SITEPEN) => ({ portalId: ids.portalId, formId: ids.formId, region: 'na1', formsBaseUrl: base });

/**
 * Runs `code` after a helper `$asked` that lists the addresses WordPress's HTTP API was asked for
 * (and with which timeout) during the run; prints `$result` and `$asked` as JSON.
 */
const withRequests = (code: string) =>
  phpJson<{ result: unknown; asked: Array<{ url: string; timeout: number }> }>(`
$asked = array();
add_filter( 'pre_http_request', function ( $pre, $args, $url ) use ( &$asked ) { $asked[] = array( 'url' => $url, 'timeout' => $args['timeout'] ); return $pre; }, 10, 3 );
${code}
echo wp_json_encode( array( 'result' => $result, 'asked' => $asked ) );`);

/** The transient of a form's definition: what it holds and how long it has left. */
const kept = (base: string, ids: Ids = SITEPEN) =>
  phpJson<{ value: { version: number; form: { guid: string } | null; fetched: number } | false; left: number }>(`
$key = shop_islands_form_definition_key( shop_islands_form_definition_url( ${phpValue(props(base, ids))} ) );
echo wp_json_encode( array( 'value' => get_transient( $key ), 'left' => (int) get_option( '_transient_timeout_' . $key ) - time() ) );`);

const forget = (base: string, ids: Ids = SITEPEN) => php(`delete_transient( shop_islands_form_definition_key( shop_islands_form_definition_url( ${phpValue(props(base, ids))} ) ) ); echo 1;`);

describe.skipIf(skipped)('the theme’s cache of form definitions', () => {
  expectCleanDebugLog();
  let host: FormsHost;
  let down: string;

  beforeAll(async () => {
    host = await startFormsHost();
    host.answer(SITEPEN.portalId, SITEPEN.formId, { fixture: SITEPEN.file });
    // Nothing listens there: connections are refused.
    down = `http://127.0.0.1:${await freePort()}`;
  });
  afterAll(() => host?.close());
  beforeEach(async () => {
    await forget(host.url);
    await forget(down);
  });

  it('fetches a definition once, within 2 seconds, from the address the widget asks, and keeps it a day: a page asks the host nothing more', async () => {
    const first = await withRequests(`$result = shop_islands_form_definition( ${phpValue(props(host.url))} )['guid'];`);
    expect(first.result).toBe(SITEPEN.formId);
    expect(first.asked).toEqual([{ url: `${host.url}${definitionPath(SITEPEN.portalId, SITEPEN.formId)}`, timeout: 2 }]);
    const { value, left } = await kept(host.url);
    expect(value && value.form?.guid).toBe(SITEPEN.formId);
    expect(left).toBeGreaterThan(86_400 - 60);
    expect(left).toBeLessThanOrEqual(86_400);

    const again = await withRequests(`$result = shop_islands_form_definition( ${phpValue(props(host.url))} )['guid'];`);
    expect(again).toEqual({ result: SITEPEN.formId, asked: [] });
    expect(host.asked(definitionPath(SITEPEN.portalId, SITEPEN.formId))).toBe(1);
  });

  it('remembers for 5 minutes that a host is down, and asks it nothing meanwhile', async () => {
    const twice = await withRequests(`$result = array( shop_islands_form_definition( ${phpValue(props(down))} ), shop_islands_form_definition( ${phpValue(props(down))} ) );`);
    expect(twice.result).toEqual([null, null]);
    expect(twice.asked).toHaveLength(1);
    const { value, left } = await kept(down);
    expect(value && value.form).toBeNull();
    expect(left).toBeGreaterThan(240);
    expect(left).toBeLessThanOrEqual(300);
    expect((await withRequests(`$result = shop_islands_form_definition( ${phpValue(props(down))} );`)).asked).toEqual([]);
  });

  it('reads an answer that is no form as none, for 5 minutes too: not JSON, JSON of no form, an error status', async () => {
    const answers = [
      { status: 200, body: '<html>Bảo trì</html>' },
      { status: 200, body: '{"status":"error","message":"The form does not exist"}' },
      { status: 200, body: '[1, 2]' },
      { status: 500, body: '{"form":{"formFieldGroups":[]}}' },
    ];
    for (const [i, answer] of answers.entries()) {
      const ids = { portalId: '777', formId: `00000000-0000-4000-8000-00000000000${i}` };
      host.answer(ids.portalId, ids.formId, answer);
      await forget(host.url, ids);
      expect(await phpJson(`echo wp_json_encode( shop_islands_form_definition( ${phpValue(props(host.url, ids))} ) );`), answer.body).toBeNull();
      const { value, left } = await kept(host.url, ids);
      expect(value && value.form, answer.body).toBeNull();
      expect(left, answer.body).toBeLessThanOrEqual(300);
      expect(await phpJson(`echo wp_json_encode( shop_islands_form_definition( ${phpValue(props(host.url, ids))} ) );`)).toBeNull();
      expect(host.asked(definitionPath(ids.portalId, ids.formId)), answer.body).toBe(1);
    }
  });

  it('fetches a definition half a day old again in the background (WP-Cron), the page served from what is kept; a refresh that fails keeps it', async () => {
    for (const base of [host.url, down]) {
      const url = `${base}${definitionPath(SITEPEN.portalId, SITEPEN.formId)}`;
      const form = await phpJson<unknown>(`echo wp_json_encode( shop_islands_form_shape( json_decode( ${phpValue(readFileSync(path.resolve('tests/fixtures/hubspot', SITEPEN.file), 'utf8'))}, true ) ) );`);
      await php(`wp_clear_scheduled_hook( 'shop_islands_refresh_form_definition', array( ${phpValue(url)} ) ); set_transient( shop_islands_form_definition_key( ${phpValue(url)} ), array( 'version' => 1, 'form' => ${phpValue(form)}, 'fetched' => time() - 13 * HOUR_IN_SECONDS ), DAY_IN_SECONDS ); echo 1;`);
      const served = await withRequests(`$result = array( shop_islands_form_definition( ${phpValue(props(base))} )['guid'], (bool) wp_next_scheduled( 'shop_islands_refresh_form_definition', array( ${phpValue(url)} ) ) );`);
      expect(served, base).toEqual({ result: [SITEPEN.formId, true], asked: [] });

      // The event, as WP-Cron runs it.
      const before = host.asked();
      await php(`wp_clear_scheduled_hook( 'shop_islands_refresh_form_definition', array( ${phpValue(url)} ) ); do_action( 'shop_islands_refresh_form_definition', ${phpValue(url)} ); echo 1;`);
      const { value } = await kept(base);
      expect(value && value.form?.guid, base).toBe(SITEPEN.formId);
      if (base === host.url) {
        expect(host.asked()).toBe(before + 1);
        expect(value && Date.now() / 1000 - value.fetched).toBeLessThan(600);
      } else {
        // Down: what was kept stays, as old as it was.
        expect(value && Date.now() / 1000 - value.fetched).toBeGreaterThan(12 * 3600);
      }
    }
  });

  it('prints the form’s placeholder around the fallback link when it has the definition and the widget’s build; the link alone otherwise, and in a feed', async () => {
    const html = await phpJson<Record<string, string>>(`
$props = ${phpValue(props(host.url))};
$with = shop_islands_form_html( $props );
add_filter( 'shop_islands_manifest_path', function () { return '/nonexistent/manifest.json'; } );
$without_build = shop_islands_form_html( $props );
remove_all_filters( 'shop_islands_manifest_path' );
$without_definition = shop_islands_form_html( ${phpValue(props(down))} );
$GLOBALS['wp_query']->is_feed = true;
$in_a_feed = shop_islands_form_html( $props );
echo wp_json_encode( compact( 'with', 'without_build', 'without_definition', 'in_a_feed' ) );`);
    const link = /<p class="shop-islands-form__fallback"><a href="https:\/\/share\.hsforms\.com\/1[\w-]+">[^<]+<\/a><\/p>/;
    expect(html['with']).toMatch(new RegExp(`<div class="shop-islands-form" data-island="form-embed" data-hydrate="visible"><script type="application/json" data-island-props>[^<]+</script><shop-islands-form-placeholder><template shadowrootmode="open"><style>:host\\{all:initial;[^<]+</style><div class="shop-islands-form-shape" aria-hidden="true" inert><div class="hs-form stacked hsForm_${SITEPEN.formId} .*</template>${link.source}</shop-islands-form-placeholder></div>$`));
    for (const key of ['without_build', 'without_definition', 'in_a_feed']) {
      expect(html[key], key).not.toContain('shop-islands-form-placeholder');
      expect(html[key], key).toMatch(new RegExp(`</script>${link.source}</div>$`));
    }
    // A form in HubSpot's legacy theme, which the site's CSS dresses: no shape.
    const legacy = JSON.parse(readFileSync(path.resolve('tests/fixtures/hubspot/apptopia-2.json'), 'utf8')) as unknown;
    expect(await php(`echo wp_json_encode( shop_islands_form_placeholder_html( shop_islands_form_shape( ${phpValue(legacy)} ), '' ) );`)).toBe('null');
  });

  it('sanitises the definition’s rich text and writes its words as text', async () => {
    const definition = {
      form: {
        portalId: 1,
        guid: 'a3e5c7d9-1b2f-4a6c-8e0d-2f4b6d8a0c13',
        submitText: '"><script>alert(1)</script>',
        formFieldGroups: [
          { richText: { content: '<p onclick="x()">Xin <strong>chào</strong><script>alert(2)</script><img src="x" onerror="alert(3)"></p>' }, fields: [{ name: 'q', label: '<b>Câu hỏi</b> & "đáp"', fieldType: 'text', placeholder: "l'x" }] },
        ],
      },
    };
    const html = await php(`echo shop_islands_form_placeholder_markup( shop_islands_form_shape( ${phpValue(definition)} ) );`);
    expect(html).not.toMatch(/<script|onclick|onerror/);
    expect(html).toContain('<div class="hs-richtext hs-main-font-element"><p>Xin <strong>chào</strong>alert(2)<img src="x"></p></div>');
    expect(html).toContain('<span>&lt;b&gt;Câu hỏi&lt;/b&gt; &amp; &quot;đáp&quot;</span>');
    expect(html).toContain('placeholder="l&#039;x"');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});

describe.skipIf(skipped)('the theme’s form placeholder', () => {
  expectCleanDebugLog();

  // Every form definition of the shared fixtures (the others are a submission's parts).
  const fixtures = readdirSync(path.resolve('tests/fixtures/hubspot'))
    .filter((file) => file.endsWith('.json') && !['hs-context-1.json', 'legacy-v2-submit-1.json'].includes(file))
    .sort();

  it('is the demo store’s markup for every shared fixture, in the widget’s words for the form’s language', async () => {
    expect(fixtures.length).toBeGreaterThan(10);
    const raws = fixtures.map((file) => JSON.parse(readFileSync(path.resolve('tests/fixtures/hubspot', file), 'utf8')) as unknown);
    const printed = await phpJson<Array<string | null>>(`
echo wp_json_encode( array_map( function ( $raw ) {
	$form = shop_islands_form_shape( $raw );
	return null === $form ? null : shop_islands_form_placeholder_markup( $form );
}, ${phpValue(raws)} ) );`);
    for (const [i, file] of fixtures.entries()) {
      const form = normalizeDefinition(raws[i]).form;
      const messages = createFormMessages(await loadFormLocale(form.lang || 'en'));
      const { t } = messages;
      const words = { submit: t('submit'), next: t('next'), selectPlaceholder: t('selectPlaceholder'), cookieReset: t('cookieReset'), pageOf: t('pageOf') };
      const expected = placeholderMarkup(form, { locale: messages.locale, rtl: messages.rtl, words, captchaHeight: '60px', richText: (html) => html });
      // Rich text is each server's sanitiser's (wp_kses here): compared apart, its elements' places only.
      expect(withoutRichText(printed[i] ?? ''), file).toBe(withoutRichText(expected));
    }
  });
});

/** Markup as a document reads it back, each rich text element emptied. */
function withoutRichText(html: string): string {
  const document = parse(`<body>${html}</body>`);
  for (const element of document.querySelectorAll('.hs-richtext, .hs-consent-label')) element.innerHTML = '';
  return document.body.innerHTML;
}
