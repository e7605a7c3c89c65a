/**
 * zxcvbn's score with the dictionaries the shop uses: `@zxcvbn-ts/core` and
 * `@zxcvbn-ts/language-common` (leaked passwords, diceware words, keyboard layouts), about 228 KB
 * gzip together. No Vietnamese dictionary exists; English (+590 KB gzip) would mostly add English
 * names and words, so Vietnamese names, the shop's name and the form's values come in as user
 * inputs instead (see `userInputs` in ./meter). The browser imports this module on the first focus
 * of a password field; the demo store imports it for its server check: same code, same
 * dictionaries, same score.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

let factory: ZxcvbnFactory | undefined;

/**
 * zxcvbn's score, 0 (guessable) to 4, of `password` with `userInputs` as extra dictionary words.
 * The password is compared in Unicode's composed form, as the blacklist words are. The
 * dictionaries are ranked on the first call (some tens of milliseconds), once.
 *
 * @example passwordScore('giaovansaigon2024', ['giao', 'saigon']) // 1
 */
export function passwordScore(password: string, userInputs: readonly string[] = []): number {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory.check(password.normalize('NFC'), [...userInputs]).score;
}
