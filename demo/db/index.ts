import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS, type Migration } from './migrations';
import { markSoldIndividually, seedCatalogue } from './seed';

export type Db = Database.Database;

/** Runs the migrations not yet recorded, each in its own transaction. Returns the versions run. */
export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const done = new Set(
    db.prepare('SELECT version FROM schema_migrations').all().map((row) => (row as { version: number }).version),
  );
  const ran: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    })();
    ran.push(migration.version);
  }
  return ran;
}

/**
 * Opens (creating if needed) `<dataDir>/shop.sqlite` in WAL mode, migrates it and seeds the
 * catalogue on first start.
 */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'shop.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM categories').get() as { n: number };
  if (n === 0) {
    seedCatalogue(db);
    markSoldIndividually(db);
  }
  return db;
}

export function getOption(db: Db, name: string): string | undefined {
  const row = db.prepare('SELECT value FROM options WHERE name = ?').get(name) as { value: string } | undefined;
  return row?.value;
}

export function setOption(db: Db, name: string, value: string): void {
  db.prepare('INSERT INTO options (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value').run(
    name,
    value,
  );
}
