// The live search endpoint's speed at catalogue scale: seeds a temporary database with the demo
// catalogue plus 10,000 generated products (Vietnamese names, SKUs and excerpts, some out of stock
// or hidden, one in a hundred variable with 3 to 12 variations), starts the demo store on it and
// sends each query of a realistic set many times through Fastify (no network), then prints
// p50/p95 of the server's time for each:
//   search  the handler's own time, from its Server-Timing header (full-text search, ranking,
//           price HTML, JSON);
//   request the whole request inside the server (routing, session and context, hooks, handler),
//           as wall-clock time and as the CPU time the process spent on it. On a busy machine
//           (shared cores) wall-clock time includes waiting for a core; CPU time does not, and is
//           what the request costs.
// Then the slowest query's figures, and each query whose search p50 or p95 is over the budget
// (10 ms: the issue's "≤ 10 ms server time at 10,000 products") is flagged; the script exits
// with 1 when a p50 is over it (a p95 on a shared machine may be another job's doing).
//
//   npm run bench:search                      10,000 products, 200 rounds a query
//   npm run bench:search -- --products 50000 --rounds 100
//   npm run bench:search -- --hide-out-of-stock   with WooCommerce's option on (more products to leave out)
//   npm run bench:search -- --budget 5
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { openDatabase, setOption, type Db } from '../demo/db/index';
import { HIDE_OUT_OF_STOCK_OPTION } from '../demo/db/products';
import { slugify } from '../demo/lib/format';
import { createServer } from '../demo/server';

const argument = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a positive whole number`);
  return value;
};
const PRODUCTS = argument('products', 10_000);
const ROUNDS = argument('rounds', 200);
const BUDGET_MS = argument('budget', 10);
const HIDE_OUT_OF_STOCK = process.argv.includes('--hide-out-of-stock');
const WARM_UP = 20;

/** A small seeded random generator (mulberry32): the same catalogue on every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(20260105);
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
const between = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));

/** Name makers by category slug, with each one's SKU code. */
const MAKERS: Record<string, { code: string; name: () => string }> = {
  'thung-carton': {
    code: 'TC',
    name: () =>
      `${pick(['Thùng carton', 'Hộp carton', 'Thùng carton xuất khẩu', 'Thùng carton in logo'])} ${pick([3, 5, 7])} lớp ${between(10, 80)}x${between(10, 60)}x${between(5, 60)} cm`,
  },
  'bang-keo': {
    code: 'BK',
    name: () => `Băng keo ${pick(['trong', 'đục', 'vàng chanh', 'giấy', 'điện', 'hai mặt', 'in chữ'])} ${pick([12, 24, 48, 60, 72])}mm x ${pick([50, 80, 100, 200])} yard`,
  },
  'mang-pe': {
    code: 'PE',
    name: () => `Màng ${pick(['PE quấn tay', 'PE quấn máy', 'PE đen', 'co nhiệt POF', 'PVC bọc thực phẩm'])} ${pick([10, 30, 50])}cm x ${between(1, 20)}kg`,
  },
  pallet: {
    code: 'PL',
    name: () => `Pallet ${pick(['nhựa', 'gỗ thông', 'giấy', 'nhựa liền khối', 'sắt mạ kẽm'])} ${pick([800, 1000, 1100, 1200])}x${pick([800, 1000, 1100, 1200])} mm`,
  },
  'xe-day-hang': {
    code: 'XD',
    name: () =>
      pick([
        () => `Xe đẩy hàng ${pick([2, 3, 4])} bánh ${pick(['sàn thép', 'sàn nhựa', 'gấp gọn', 'inox'])} ${pick([100, 150, 300, 500])}kg`,
        () => `Xe nâng tay ${pick(['thấp', 'cao', 'điện'])} ${pick([1, 1.5, 2, 2.5, 3])} tấn`,
      ])(),
  },
  'vat-lieu-chen-lot': {
    code: 'CL',
    name: () =>
      pick([
        () => `Túi khí chèn hàng ${between(10, 120)}x${between(10, 200)} cm`,
        () => `Xốp hơi bọc hàng khổ ${pick([0.5, 1, 1.2, 1.5])}m x ${pick([50, 100])}m`,
        () => `Giấy chống ẩm cuộn ${pick([1, 1.2])}m x ${pick([50, 100])}m`,
        () => `Gói hút ẩm ${pick(['container', 'silica', 'vải'])} ${pick([10, 100, 500, 1000])}g`,
      ])(),
  },
  'day-dai': {
    code: 'DD',
    name: () =>
      pick([
        () => `Dây đai ${pick(['PP', 'PET', 'thép', 'composite'])} ${pick([9, 12, 15, 16, 19])}mm cuộn ${pick([5, 10, 20])}kg`,
        () => `Khoá đai ${pick(['thép', 'nhựa', 'mạ kẽm'])} ${pick([12, 16, 19])}mm (hộp ${pick([500, 1000])} cái)`,
      ])(),
  },
  'dich-vu-van-chuyen': {
    code: 'DV',
    name: () => `Dịch vụ ${pick(['giao hàng nhanh', 'giao hàng tiết kiệm', 'xe tải', 'đóng gói', 'cho thuê kho'])} ${pick(['nội thành', 'liên tỉnh', 'Bình Dương', 'Đồng Nai', 'Long An', 'Thủ Đức'])}`,
  },
};
const PHRASES = [
  'Hàng có sẵn tại kho Bình Tân.',
  'Giao nhanh trong ngày tại TP.HCM.',
  'Phù hợp đóng gói hàng thương mại điện tử.',
  'Chịu lực tốt, dùng cho hàng nặng.',
  'Giá tốt cho đơn số lượng lớn.',
  'Đạt chuẩn xuất khẩu, chống ẩm.',
  'Bảo hành 12 tháng, đổi trả trong 7 ngày.',
];

/** A variable product's attribute: WooCommerce's "Số lượng" with its options. */
const PACK = { name: 'pa_quy-cach', label: 'Quy cách', options: ['1', '5', '10', '20', '50', '100', '200', '500', '1000', '2000', '5000', '10000'].map((n) => ({ slug: `${n}-cai`, name: `${n} cái` })) };

/**
 * Adds the generated products in one transaction; the triggers index each in `product_search`.
 * One in a hundred is a variable product with 3 to 12 variations ("<name> - <n> cái", SKU
 * "<parent SKU>-<n>"), whose rows the search finds too.
 */
export function seedMany(db: Db, count: number): void {
  const categories = db.prepare('SELECT id, slug FROM categories').all() as Array<{ id: number; slug: string }>;
  const insert = db.prepare(`INSERT INTO products
    (type, parent_id, slug, name, sku, short_description, description, regular_price, sale_price, stock_status, stock_quantity,
     category_id, menu_order, total_sales, created_at, catalog_visibility, attributes)
    VALUES (@type, @parent, @slug, @name, @sku, @short, @short, @price, @sale, @stock_status, @stock, @category, @order, @sales, '2026-01-05', @visibility, @attributes)`);
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const category = pick(categories);
      const maker = MAKERS[category.slug]!;
      const name = `${maker.name()} ${pick(['', 'loại A', 'loại B', 'cao cấp', 'giá rẻ'])}`.trim();
      const sku = `GVSG-${maker.code}-${String(10000 + i)}`;
      const variations = next() < 0.01 ? PACK.options.slice(0, between(3, PACK.options.length)) : [];
      const price = between(5, 5000) * 1000;
      const out = next() < 0.1;
      const stock = (isOut: boolean) => ({ stock_status: isOut ? 'outofstock' : 'instock', stock: isOut ? 0 : between(1, 5000) });
      const row = {
        type: variations.length ? 'variable' : 'simple',
        parent: null,
        slug: `${slugify(name)}-${i}`,
        name,
        sku,
        short: `${pick(PHRASES)} ${pick(PHRASES)}`,
        price: variations.length ? null : price,
        sale: !variations.length && next() < 0.2 ? Math.round(price * 0.9) : null,
        ...(variations.length ? { stock_status: 'instock', stock: null } : stock(out)),
        category: category.id,
        order: 100 + i,
        sales: between(0, 5000),
        visibility: next() < 0.02 ? pick(['catalog', 'search', 'hidden']) : 'visible',
        attributes: variations.length ? JSON.stringify({ defs: [{ ...PACK, options: variations }] }) : '{}',
      };
      const parent = Number(insert.run(row).lastInsertRowid);
      variations.forEach((option, n) =>
        insert.run({
          ...row,
          type: 'variation',
          parent,
          slug: null,
          name: `${name} - ${option.name}`,
          sku: `${sku}-${option.slug.replace('-cai', '')}`,
          short: '',
          price: price * (n + 1),
          sale: null,
          ...stock(next() < 0.1),
          category: null,
          order: 0,
          sales: 0,
          visibility: 'visible',
          attributes: JSON.stringify({ values: { [`attribute_${PACK.name}`]: option.slug } }),
        }),
      );
    }
  })();
}

/** What a shopper types, with and without diacritics, SKU prefixes, and in a category. */
const QUERIES: ReadonlyArray<{ label: string; query: string; category?: string }> = [
  { label: 'thùng carton', query: 'thùng carton' },
  { label: 'thung carton', query: 'thung carton' },
  { label: 'băng keo trong', query: 'băng keo trong' },
  { label: 'bang keo trong', query: 'bang keo trong' },
  { label: 'màng pe quấn', query: 'màng pe quấn' },
  { label: 'mang pe quan', query: 'mang pe quan' },
  { label: 'xe đẩy hàng', query: 'xe đẩy hàng' },
  { label: 'xe day hang', query: 'xe day hang' },
  { label: 'pallet nhựa 1200', query: 'pallet nhựa 1200' },
  { label: 'túi khí', query: 'túi khí' },
  { label: 'day dai pp', query: 'day dai pp' },
  { label: 'thu (3 letters)', query: 'thu' },
  { label: 'ban (3 letters)', query: 'ban' },
  { label: 'SKU GVSG-TC', query: 'GVSG-TC' },
  { label: 'SKU GVSG-BK-1', query: 'GVSG-BK-1' },
  { label: 'SKU BK-10', query: 'BK-10' },
  { label: 'SKU gvsg (every product)', query: 'gvsg' },
  { label: '48mm', query: '48mm' },
  { label: 'hàng (names and excerpts)', query: 'hàng' },
  { label: 'chuan xuat khau', query: 'chuan xuat khau' },
  { label: 'binh tan (excerpts only)', query: 'binh tan' },
  { label: 'thung carton in thung-carton', query: 'thung carton', category: 'thung-carton' },
  { label: 'gvsg in bang-keo', query: 'gvsg', category: 'bang-keo' },
  { label: 'no match', query: 'khong co gi' },
];

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
/** p50 and p95 of each sorted list, in ms, in columns. */
const columns = (...lists: number[][]): string =>
  lists.map((list) => [50, 95].map((p) => percentile(list, p).toFixed(2).padStart(9)).join('')).join('');

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-search-'));
  try {
    const dataDir = path.join(dir, 'data');
    const db = openDatabase(dataDir);
    const started = performance.now();
    seedMany(db, PRODUCTS);
    if (HIDE_OUT_OF_STOCK) setOption(db, HIDE_OUT_OF_STOCK_OPTION, 'yes');
    const count = (sql: string): number => db.prepare(sql).pluck().get() as number;
    const total = count("SELECT COUNT(*) FROM products WHERE type IN ('simple', 'variable')");
    const variations = count("SELECT COUNT(*) FROM products WHERE type = 'variation'");
    db.close();
    console.log(
      `seeded ${PRODUCTS} products (${total} in all, ${variations} variations) in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `${ROUNDS} rounds a query${HIDE_OUT_OF_STOCK ? '; out-of-stock products hidden' : ''}\n`,
    );

    // The store needs a build manifest; a stub one, as the server tests use.
    const dist = path.join(dir, 'dist');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'manifest.json'), JSON.stringify({ entries: { loader: { file: 'loader.js', imports: [], css: [] } } }));
    const app = await createServer({ dataDir, manifestPath: path.join(dist, 'manifest.json'), logger: false });
    const search: number[] = [];
    const request: number[] = [];
    const cpu: number[] = [];
    const rows: string[] = [];
    /** Each query's search p50 and p95. */
    const perQuery: Array<{ label: string; p50: number; p95: number }> = [];
    for (const { label, query, category } of QUERIES) {
      const params = new URLSearchParams({ action: 'flatsome_ajax_search_products', query });
      if (category) params.set('product_cat', category);
      const url = `/wp-admin/admin-ajax.php?${params}`;
      const own: number[] = [];
      const whole: number[] = [];
      const spent: number[] = [];
      let found = 0;
      for (let round = 0; round < WARM_UP + ROUNDS; round++) {
        const cpuBefore = process.cpuUsage();
        const before = performance.now();
        const res = await app.inject({ method: 'GET', url });
        const after = performance.now();
        const used = process.cpuUsage(cpuBefore);
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
        if (round < WARM_UP) continue;
        own.push(Number(/dur=([\d.]+)/.exec(String(res.headers['server-timing']))?.[1]));
        whole.push(after - before);
        spent.push((used.user + used.system) / 1000);
        found = (res.json() as { suggestions: Array<{ id: number }> }).suggestions.filter((s) => s.id > 0).length;
      }
      for (const list of [own, whole, spent]) list.sort((a, b) => a - b);
      search.push(...own);
      request.push(...whole);
      cpu.push(...spent);
      const p50 = percentile(own, 50);
      const p95 = percentile(own, 95);
      perQuery.push({ label, p50, p95 });
      const over = [p50 > BUDGET_MS && 'p50', p95 > BUDGET_MS && 'p95'].filter(Boolean).join(', ');
      rows.push(`${label.padEnd(30)} ${String(found).padStart(5)} ${columns(own, whole, spent)}${over ? `  ! ${over} over ${BUDGET_MS} ms` : ''}`);
    }
    await app.close();
    for (const list of [search, request, cpu]) list.sort((a, b) => a - b);
    console.log(`${'query'.padEnd(30)} ${'shown'.padStart(5)} ${['search ms', 'request ms', 'request CPU ms'].map((h) => h.padStart(18)).join('')}`);
    console.log(`${''.padEnd(36)}${'   p50      p95'.padStart(18).repeat(3)}`);
    for (const row of rows) console.log(row);
    console.log(`${'all queries'.padEnd(30)} ${''.padStart(5)} ${columns(search, request, cpu)}`);
    const worst = perQuery.reduce((a, b) => (b.p50 > a.p50 ? b : a));
    console.log(`\nslowest query (search p50): ${worst.label}, p50 ${worst.p50.toFixed(2)} ms, p95 ${worst.p95.toFixed(2)} ms`);
    const slow = perQuery.filter((q) => q.p50 > BUDGET_MS);
    const jittery = perQuery.filter((q) => q.p50 <= BUDGET_MS && q.p95 > BUDGET_MS);
    if (jittery.length) console.log(`p95 over ${BUDGET_MS} ms (p50 within): ${jittery.map((q) => q.label).join('; ')}`);
    if (slow.length) {
      console.log(`OVER BUDGET: search p50 over ${BUDGET_MS} ms for ${slow.map((q) => q.label).join('; ')}`);
      process.exitCode = 1;
    } else console.log(`every query's search p50 is within ${BUDGET_MS} ms`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Run as a script (not when imported for its seeding).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
