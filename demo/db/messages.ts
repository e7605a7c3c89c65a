import type { Db } from './index';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export interface OutboxMail {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  created_at: string;
}

/** Contact-form messages and the outbox that stands in for e-mail. */
export class Messages {
  constructor(private readonly db: Db) {}

  saveContact(m: ContactMessage): number {
    const info = this.db
      .prepare('INSERT INTO contact_messages (name, email, phone, message, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(m.name, m.email, m.phone, m.message, new Date().toISOString());
    return Number(info.lastInsertRowid);
  }

  contacts(): Array<ContactMessage & { id: number }> {
    return this.db.prepare('SELECT id, name, email, phone, message FROM contact_messages ORDER BY id').all() as Array<
      ContactMessage & { id: number }
    >;
  }

  send(to: string, subject: string, body: string): number {
    const info = this.db
      .prepare('INSERT INTO outbox (to_email, subject, body, created_at) VALUES (?, ?, ?, ?)')
      .run(to, subject, body, new Date().toISOString());
    return Number(info.lastInsertRowid);
  }

  outbox(limit = 50): OutboxMail[] {
    return this.db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit) as OutboxMail[];
  }
}
