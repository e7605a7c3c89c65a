import type { Db } from './index';
import type { CartSummary } from '../cart';
import { randomToken } from '../lib/crypto';

export interface Billing {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  city: string;
  phone: string;
  email: string;
}

export interface OrderItem {
  product_id: number;
  variation_id: number;
  name: string;
  attributes: Array<{ label: string; value: string }>;
  quantity: number;
  price: number;
  subtotal: number;
}

export interface Order {
  id: number;
  order_key: string;
  user_id: number | null;
  status: string;
  billing: Billing;
  items: OrderItem[];
  total: number;
  payment_method: string;
  note: string;
  created_at: string;
}

interface OrderRow extends Omit<Order, 'billing' | 'items'> {
  billing: string;
  items: string;
}
const toOrder = (r: OrderRow): Order => ({ ...r, billing: JSON.parse(r.billing) as Billing, items: JSON.parse(r.items) as OrderItem[] });

export class Orders {
  constructor(private readonly db: Db) {}

  create(input: { userId: number | null; billing: Billing; cart: CartSummary; note: string; paymentMethod: string }): Order {
    const items: OrderItem[] = input.cart.items.map((i) => ({
      product_id: i.product.id,
      variation_id: i.line.variationId,
      name: i.product.name,
      attributes: i.attributes,
      quantity: i.line.quantity,
      price: i.price,
      subtotal: i.subtotal,
    }));
    const info = this.db
      .prepare(
        `INSERT INTO orders (order_key, user_id, status, billing, items, total, payment_method, note, created_at)
         VALUES (?, ?, 'processing', ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        `wc_order_${randomToken(9)}`,
        input.userId,
        JSON.stringify(input.billing),
        JSON.stringify(items),
        input.cart.total,
        input.paymentMethod,
        input.note,
        new Date().toISOString(),
      );
    const order = this.byId(Number(info.lastInsertRowid));
    if (!order) throw new Error('Order vanished after insert');
    return order;
  }

  byId(id: number): Order | undefined {
    const row = this.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
    return row ? toOrder(row) : undefined;
  }

  forUser(userId: number): Order[] {
    return (this.db.prepare('SELECT * FROM orders WHERE user_id = ? ORDER BY id DESC').all(userId) as OrderRow[]).map(toOrder);
  }
}
