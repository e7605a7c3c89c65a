import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { skipped } from './context';

const run = promisify(execFile);
const THEME = path.resolve('theme-php');

function phpFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? phpFiles(path.join(dir, entry.name)) : entry.name.endsWith('.php') ? [path.join(dir, entry.name)] : [],
  );
}

describe.skipIf(skipped)('php -l', () => {
  it('finds no syntax error in any of the theme’s PHP files', async () => {
    const files = phpFiles(THEME);
    expect(files.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const file of files) {
      try {
        const { stdout } = await run('php', ['-l', file]);
        if (!stdout.includes('No syntax errors detected')) failures.push(`${file}: ${stdout}`);
      } catch (error) {
        failures.push(`${path.relative(THEME, file)}: ${(error as { stdout?: string; stderr?: string }).stdout ?? ''}${(error as { stderr?: string }).stderr ?? ''}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
