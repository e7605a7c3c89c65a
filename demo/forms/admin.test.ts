import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { browse, CookieJar, hiddenValue, startShop, TEST_PASSWORD_COST, type TestShop } from '../test-helpers';
import { captchaToken, contactParts, DEMO_FORMS, DEMO_PORTAL_ID, quoteParts, submit, submitUrl } from './test-helpers';

let shop: TestShop | undefined;
afterEach(async () => {
  await shop?.close();
  shop = undefined;
});

const ADMIN = { email: 'quantri@giaovansaigon.vn', password: 'mat-khau-quan-tri-2025' };
const contactAdmin = `/forms/admin/${DEMO_PORTAL_ID}/${DEMO_FORMS.contact}/`;

async function login(s: TestShop, username: string, password: string) {
  const page = await browse(s, '/my-account/');
  const res = await browse(s, '/my-account/', { form: { username, password, login: '1', 'woocommerce-login-nonce': hiddenValue(page.body, 'woocommerce-login-nonce') } });
  expect(res.statusCode).toBe(303);
}

async function register(s: TestShop, email: string, password: string) {
  const page = await browse(s, '/my-account/');
  await browse(s, '/my-account/', { form: { email, password, register: '1', 'woocommerce-register-nonce': hiddenValue(page.body, 'woocommerce-register-nonce') } });
}

describe('the submissions admin', () => {
  it('sends visitors to log in and refuses customers; there is no administrator without the settings', async () => {
    shop = await startShop();
    for (const url of ['/forms/admin/', contactAdmin, `${contactAdmin}submissions.csv`, '/forms/admin/files/AAAAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await browse(shop, url);
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location).toBe('/my-account/');
    }
    await register(shop, 'khach@example.com', 'mat-khau-dai-123');
    for (const url of ['/forms/admin/', contactAdmin, `${contactAdmin}submissions.csv`]) {
      const res = await browse(shop, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.body).not.toContain('lan@congty.vn');
    }
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(join(shop.dir, 'data', 'shop.sqlite'), { readonly: true });
    expect((db.prepare('SELECT COUNT(*) AS n FROM users WHERE is_admin = 1').get() as { n: number }).n).toBe(0);
    db.close();
  });

  it('lets the administrator from the settings list forms and submissions, in Vietnamese and English', async () => {
    shop = await startShop({ admin: ADMIN });
    await submit(shop, DEMO_FORMS.contact, contactParts({ message: '<script>alert(1)</script> cần gấp' }));
    await login(shop, ADMIN.email, ADMIN.password);
    const list = await browse(shop, '/forms/admin/');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.body).toContain('Biểu mẫu: dữ liệu đã gửi');
    expect(list.body).toContain(`href="${contactAdmin}"`);
    expect(list.body).toContain('sitepen-1.json');
    const form = await browse(shop, contactAdmin);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('lan@congty.vn');
    expect(form.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; cần gấp');
    expect(form.body).not.toContain('<script>alert(1)');
    expect((await browse(shop, '/forms/admin/?lang=en')).body).toContain('Forms: submissions');
    expect((await browse(shop, `/forms/admin/${DEMO_PORTAL_ID}/00000000-0000-4000-8000-000000000000/`)).statusCode).toBe(404);
  });

  it('promotes an existing account once, keeping its password, and adds no other administrator later', async () => {
    shop = await startShop();
    await register(shop, ADMIN.email, 'mat-khau-cua-toi-1');
    const { createServer } = await import('../server');
    const options = { dataDir: join(shop.dir, 'data'), manifestPath: join(shop.dir, 'dist', 'manifest.json'), passwordCost: TEST_PASSWORD_COST };
    const restarted = await createServer({ ...options, admin: ADMIN });
    const other = await createServer({ ...options, admin: { email: 'khac@example.com', password: 'mat-khau-khac-123' } });
    await Promise.all([restarted.close(), other.close()]);
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(join(shop.dir, 'data', 'shop.sqlite'), { readonly: true });
    expect(db.prepare('SELECT email FROM users WHERE is_admin = 1').all()).toEqual([{ email: ADMIN.email }]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').get('khac@example.com')).toEqual({ n: 0 });
    db.close();
    // The account's own session (from registering) now sees the admin pages.
    expect((await browse(shop, '/forms/admin/')).statusCode).toBe(200);
    // Promoted with the password it had: the setting's password does not replace it.
    const fresh = { ...shop, jar: new CookieJar() };
    await login(fresh, ADMIN.email, 'mat-khau-cua-toi-1');
    expect((await browse(fresh, '/forms/admin/')).statusCode).toBe(200);
  });

  it('exports CSV for Excel: UTF-8 with a BOM, quoted, with formulas neutralised', async () => {
    shop = await startShop({ admin: ADMIN });
    await submit(shop, DEMO_FORMS.contact, contactParts({ company: '=HYPERLINK("http://evil.example","Bấm")', message: 'Dòng 1\nDòng 2, có "ngoặc"', lastname: '+84 cmd', firstname: '@SUM(1)' }));
    await submit(shop, DEMO_FORMS.contact, contactParts({ company: '-2+3', service_type: 'thue_xe_tai', truck_size: '5' }));
    await login(shop, ADMIN.email, ADMIN.password);
    const csv = await browse(shop, `${contactAdmin}submissions.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="submissions-${DEMO_FORMS.contact}.csv"`);
    expect(csv.headers['cache-control']).toBe('private, no-store');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('created_at,conversion_id,lastname,firstname,email,phone,company,service_type,truck_size,services_interest,message,newsletter_opt_in,files,page_url');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Bấm"")"`);
    expect(csv.body).toContain(`"Dòng 1\nDòng 2, có ""ngoặc"""`);
    expect(csv.body).toContain(`'+84 cmd,'@SUM(1)`);
    expect(csv.body).toContain(`,'-2+3,thue_xe_tai,5,`);
    // Oldest first.
    expect(csv.body.indexOf('HYPERLINK')).toBeLessThan(csv.body.indexOf("'-2+3"));
  });

  it('stores and exports only the fields of the form’s definition, and logs the names of the others without their values', async () => {
    const log: string[] = [];
    shop = await startShop({ admin: ADMIN, logger: { level: 'info', stream: { write: (line: string) => void log.push(line) } } });
    const invented: Array<[string, string]> = [
      ['cot_bia_dat', 'gia-tri-bia-dat-1'],
      ['hs_persona', 'gia-tri-bia-dat-2'],
    ];
    const res = await submit(shop, DEMO_FORMS.contact, [...contactParts({ message: 'Cần báo giá' }), ...invented]);
    expect(res.statusCode, res.body).toBe(200);
    // A form posted without script (urlencoded) may carry any name, a line break too: it stays in its one line.
    const plain = await shop.app.inject({
      method: 'POST',
      url: submitUrl(DEMO_FORMS.contact),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams([...(contactParts() as Array<[string, string]>), ['dong\nmoi', 'gia-tri-bia-dat-3']]).toString(),
    });
    expect(plain.statusCode, plain.body).toBe(200);

    const Database = (await import('better-sqlite3')).default;
    const db = new Database(join(shop.dir, 'data', 'shop.sqlite'), { readonly: true });
    const rows = db.prepare('SELECT field_values, hs_context FROM form_submissions').all() as Array<{ field_values: string; hs_context: string }>;
    db.close();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(Object.keys(JSON.parse(row.field_values)).sort()).toEqual(['company', 'email', 'firstname', 'lastname', 'message', 'phone', 'service_type']);
      expect(JSON.parse(row.hs_context)).toMatchObject({ pageUrl: 'https://khach.example/lien-he' });
    }

    await login(shop, ADMIN.email, ADMIN.password);
    const csv = (await browse(shop, `${contactAdmin}submissions.csv`)).body;
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('created_at,conversion_id,lastname,firstname,email,phone,company,service_type,truck_size,services_interest,message,newsletter_opt_in,files,page_url');
    expect(csv).not.toContain('bia-dat');
    expect((await browse(shop, contactAdmin)).body).not.toContain('bia-dat');

    const messages = log.map((line) => (JSON.parse(line) as { msg?: string }).msg ?? '');
    const dropped = messages.filter((message) => message.includes('cot_bia_dat'));
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toContain('"hs_persona"');
    expect(dropped[0]).toContain(DEMO_FORMS.contact);
    // A name is quoted as a JSON string: its line break cannot start a line of its own.
    expect(messages.filter((message) => message.includes('"dong\\nmoi"'))).toHaveLength(1);
    expect(messages.filter((message) => message.includes('\n'))).toEqual([]);
    expect(log.filter((line) => line.includes('bia-dat'))).toEqual([]);
  });

  it('gives the administrator the uploaded files as downloads, never inline', async () => {
    shop = await startShop({ admin: ADMIN, forms: { maxFileSize: 4096 } });
    const res = await submit(shop, DEMO_FORMS.shippingQuote, quoteParts(await captchaToken(shop), {}, { filename: 'bảng kê; hàng.html', content: '<script>alert(1)</script>', type: 'text/html' }));
    expect(res.statusCode, res.body).toBe(200);
    const [id] = readdirSync(join(shop.dir, 'data', 'form-uploads'));
    expect((await browse(shop, `/forms/admin/files/${id}`)).statusCode).toBe(303);
    await login(shop, ADMIN.email, ADMIN.password);
    const page = await browse(shop, `/forms/admin/${DEMO_PORTAL_ID}/${DEMO_FORMS.shippingQuote}/`);
    expect(page.body).toContain(`href="/forms/admin/files/${id}"`);
    const file = await browse(shop, `/forms/admin/files/${id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="bang ke_ hang.html"; filename*=UTF-8''${encodeURIComponent('bảng kê; hàng.html')}`);
    expect(file.body).toBe('<script>alert(1)</script>');
    expect((await browse(shop, '/forms/admin/files/../../shop.sqlite')).statusCode).toBe(404);
    expect((await browse(shop, '/forms/admin/files/AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });
});

describe('the pages that embed the forms', () => {
  it('the contact page mounts the form-embed island on the contact form, the form’s shape and the no-JS form inside', async () => {
    shop = await startShop();
    const page = await browse(shop, '/contact/');
    expect(page.body).toContain(
      `<div data-island="form-embed" data-hydrate="visible"><script type="application/json" data-island-props="">{"portalId":"${DEMO_PORTAL_ID}","formId":"${DEMO_FORMS.contact}","formsBaseUrl":"http://localhost:80","captchaScriptUrl":"/forms/test-captcha.js"}</script><shop-islands-form-placeholder>`,
    );
    // The shape (demo/forms/placeholder.ts) in a declarative shadow root, its stylesheet a file of
    // the store's (the policy allows no <style>), the no-JS form as its light content.
    const shape = /<shop-islands-form-placeholder><template shadowrootmode="open"><link rel="stylesheet" href="([^"]+)"><div class="shop-islands-form-shape" aria-hidden="true" inert>(.*?)<\/div><slot><\/slot><\/template><form method="post" action="\/contact\/"/.exec(page.body);
    expect(shape?.[2]).toContain('<input type="submit" class="hs-button primary large" value="Gửi yêu cầu">');
    expect(shape?.[2]).toContain('<span>Dịch vụ cần báo giá</span>');
    expect(shape?.[2]).not.toContain('Tải trọng xe'); // a dependent field, hidden until its parent asks for it
    expect(shape?.[1]).toMatch(/^\/forms\/placeholder\.css\?v=[0-9a-f]{12}$/);
    expect(page.body).not.toMatch(/<style\b/);
    const css = await browse(shop, shape![1]!);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.body).toContain(':host{all:initial;display:block;container-type:inline-size}');
    expect(page.body).toContain('"forms":{"base_url":"http://localhost:80","region":"na1","env":"prod"}');
  });

  it('/forms/demo/ is plain HTML with HubSpot’s classic snippet, its one inline script allowed by hash', async () => {
    shop = await startShop();
    const page = await browse(shop, '/forms/demo/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/forms/v2.js"></script>');
    const snippet = `hbspt.forms.create({portalId:"${DEMO_PORTAL_ID}",formId:"${DEMO_FORMS.shippingQuote}",target:"#quote"})`;
    expect(page.body).toContain(`<script>${snippet}</script>`);
    expect(page.body).toContain('<div id="quote"></div>');
    expect(page.body).not.toContain('data-island');
    const { createHash } = await import('node:crypto');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(snippet).digest('base64')}'`);
    // Every other page keeps the shop's policy.
    expect((await browse(shop, '/contact/')).headers['content-security-policy']).toContain("script-src 'self';");
    expect((await browse(shop, '/forms/demo/thanks/')).body).toContain('Cảm ơn bạn đã đánh giá');
  });
});
