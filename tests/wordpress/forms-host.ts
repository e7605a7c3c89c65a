/**
 * A stub forms host for the theme's tests: HubSpot's definition address
 * (`/embed/v3/form/{portalId}/{formId}/json`) answered from the shared fixtures
 * (tests/fixtures/hubspot), or as the test says (not JSON, a 404); anything else a 204 (the
 * widget's counters). It answers any site (CORS `*`), as the forms API does, and counts what it
 * was asked.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const FIXTURES = path.resolve('tests/fixtures/hubspot');

/** sitepen-1.json: a real embed-v3 definition (names, a select, a textarea, a boolean checkbox). */
export const SITEPEN = { portalId: '2059467', formId: '2e1a1b5b-27bb-447d-aac4-0b87c1e88fec', file: 'sitepen-1.json' } as const;

/** How the host answers a definition. */
export type Answer = { fixture: string } | { status: number; body: string };

export interface FormsHost {
  url: string;
  /** Definition requests so far, by path. */
  asked(pathname?: string): number;
  /** Sets how a form's definition is answered. */
  answer(portalId: string, formId: string, answer: Answer): void;
  close(): Promise<void>;
}

/** The path of a form's definition. */
export const definitionPath = (portalId: string, formId: string): string => `/embed/v3/form/${portalId}/${formId}/json`;

/** Starts the host on a free port of 127.0.0.1 (the test site reaches its own host only). */
export async function startFormsHost(): Promise<FormsHost> {
  const answers = new Map<string, Answer>();
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://host').pathname;
    response.setHeader('access-control-allow-origin', '*');
    const answer = answers.get(pathname);
    if (!pathname.startsWith('/embed/v3/form/')) return void response.writeHead(204).end();
    asked.push(pathname);
    if (!answer) return void response.writeHead(404, { 'content-type': 'application/json' }).end('{"status":"error","message":"not found"}');
    if ('fixture' in answer) return void response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(readFileSync(path.join(FIXTURES, answer.fixture)));
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the forms host has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    asked: (pathname) => asked.filter((p) => pathname === undefined || p === pathname).length,
    answer: (portalId, formId, answer) => void answers.set(definitionPath(portalId, formId), answer),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
