import type { Db } from './index';
import { getOption, setOption } from './index';
import type { Billing, OrderItem } from './orders';
import type { Users } from './users';
import { randomToken } from '../lib/crypto';

/**
 * A customer with past orders, so the account pages have something to show. It has no password
 * anyone knows (a random one, hashed like any other): the way in is the lost-password form, whose
 * e-mail lands in the outbox (`DEMO_OUTBOX=1`, `/dev/outbox`).
 */
export const DEMO_CUSTOMER = {
  email: 'khachhang@example.com',
  first_name: 'Lan',
  last_name: 'Nguyễn',
  display_name: 'Nguyễn Thị Lan',
} as const;

/** Its orders: days before the seed, status, and [product index among the simple products, quantity] lines. */
const ORDERS: ReadonlyArray<readonly [days: number, status: string, lines: ReadonlyArray<readonly [number, number]>]> = [
  [62, 'completed', [[0, 20], [3, 6]]],
  [21, 'completed', [[5, 2]]],
  [3, 'processing', [[1, 50], [4, 10], [6, 1]]],
];

const DAY = 24 * 60 * 60 * 1000;

/**
 * Creates the demo customer and its orders once per database (an option remembers it, so a
 * customer deleted or changed later is left alone). Runs at start-up, after the catalogue seed.
 */
export async function seedDemoCustomer(db: Db, users: Users, now = Date.now()): Promise<void> {
  if (getOption(db, 'demo_customer_seeded')) return;
  const user = users.byLogin(DEMO_CUSTOMER.email) ?? (await users.create(DEMO_CUSTOMER.email, randomToken()));
  if (!user) return;
  users.update(user.id, { ...DEMO_CUSTOMER });
  const products = db
    .prepare(`SELECT id, name, COALESCE(sale_price, regular_price) AS price FROM products
      WHERE type = 'simple' AND regular_price IS NOT NULL ORDER BY menu_order LIMIT 8`)
    .all() as Array<{ id: number; name: string; price: number }>;
  const billing: Billing = {
    first_name: DEMO_CUSTOMER.first_name,
    last_name: DEMO_CUSTOMER.last_name,
    company: 'Công ty TNHH Thương mại Hoa Sen',
    address_1: '12 Nguyễn Huệ, Phường Bến Nghé, Quận 1',
    city: 'TP. Hồ Chí Minh',
    phone: '0901 234 567',
    email: DEMO_CUSTOMER.email,
  };
  const insert = db.prepare(
    `INSERT INTO orders (order_key, user_id, status, billing, items, total, payment_method, note, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'cod', '', ?)`,
  );
  db.transaction(() => {
    for (const [days, status, lines] of ORDERS) {
      const items: OrderItem[] = lines.flatMap(([index, quantity]) => {
        const product = products[index % Math.max(products.length, 1)];
        return product
          ? [{ product_id: product.id, variation_id: 0, name: product.name, attributes: [], quantity, price: product.price, subtotal: product.price * quantity }]
          : [];
      });
      const total = items.reduce((sum, item) => sum + item.subtotal, 0);
      insert.run(`wc_order_${randomToken(9)}`, user.id, status, JSON.stringify(billing), JSON.stringify(items), total, new Date(now - days * DAY).toISOString());
    }
    setOption(db, 'demo_customer_seeded', '1');
  })();
}
