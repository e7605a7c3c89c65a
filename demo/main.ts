import { createServer } from './server';

/** One short line per log record: the message, as in `GET / 200 3.1ms`. */
const lineLogger = {
  level: 'info',
  stream: {
    write(record: string): void {
      try {
        const parsed = JSON.parse(record) as { msg?: string; err?: { stack?: string } };
        process.stdout.write(`${parsed.msg ?? ''}${parsed.err?.stack ? `\n${parsed.err.stack}` : ''}\n`);
      } catch {
        process.stdout.write(record);
      }
    },
  },
};

const port = Number(process.env['PORT'] ?? 8080);
const host = '127.0.0.1';
const adminEmail = process.env['ADMIN_EMAIL'];
const adminPassword = process.env['ADMIN_PASSWORD'];
if (!!adminEmail !== !!adminPassword) console.warn('ADMIN_EMAIL and ADMIN_PASSWORD go together: no administrator was set up.');
const app = await createServer({
  dataDir: process.env['DATA_DIR'] ?? './.data',
  ...(adminEmail && adminPassword && { admin: { email: adminEmail, password: adminPassword } }),
  logger: lineLogger,
  siteUrl: process.env['SITE_URL'] ?? `http://${host}:${port}`,
});
await app.listen({ host, port });
console.log(`Shop running at http://${host}:${port}/`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // Closing fastify also closes the database (onClose hook).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
