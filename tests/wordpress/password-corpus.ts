import { dictionary } from '@zxcvbn-ts/language-common';
import { stripMarks } from '../../src/text/fold';

/** A small deterministic generator (no Math.random: the corpus is the same on every run). */
function generator(seed: number): () => number {
  let x = seed >>> 0;
  return () => ((x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

const NAMES = ['nguyễn', 'trần', 'lê', 'phạm', 'hoàng', 'huỳnh', 'phan', 'võ', 'đặng', 'bùi', 'hùng', 'lan', 'minh', 'thảo', 'tuấn', 'hương', 'dũng', 'linh'];
const WORDS = ['giaovan', 'saigon', 'thung', 'carton', 'bangkeo', 'matkhau', 'yeuem', 'anhyeuem', 'khachhang', 'hanoi', 'vietnam', 'cuahang'];
const WALKS = ['qwerty', 'asdfgh', 'zxcvbn', '1qaz2wsx', 'qazwsx', '147258369', '789456123', 'poiuyt', 'mnbvcx', 'azerty', '!@#$%^'];
const L33T: Record<string, string> = { a: '@', e: '3', i: '1', o: '0', s: '$', t: '7' };

/**
 * Passwords people choose, for comparing the PHP check with the browser's zxcvbn: leaked
 * passwords (capitalised, with digits, in l33t, reversed), Vietnamese names and words without
 * their diacritics with years and dates, keyboard walks, repeats, diceware phrases and random
 * strings.
 */
export function passwordCorpus(size = 400, seed = 11): Array<[password: string, userInputs: string[]]> {
  const random = generator(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const passwords = dictionary['passwords-common'] as string[];
  const diceware = dictionary['diceware-common'] as string[];
  const year = () => String(1960 + Math.floor(random() * 65));
  const date = () => `${String(1 + Math.floor(random() * 28)).padStart(2, '0')}${String(1 + Math.floor(random() * 12)).padStart(2, '0')}${year()}`;
  const randomString = (length: number) => Array.from({ length }, () => pick([...'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!@#$%&*?'])).join('');
  const kinds: Array<() => [string, string[]]> = [
    () => [pick(passwords.slice(0, 5000)), []],
    () => [pick(passwords.slice(0, 20000)) + Math.floor(random() * 1000), []],
    () => {
      const word = pick(passwords.slice(0, 3000));
      return [word.charAt(0).toUpperCase() + word.slice(1) + pick(['!', '1', '123', year()]), []];
    },
    () => [[...pick(passwords.slice(0, 3000))].map((c) => (random() < 0.6 ? L33T[c] ?? c : c)).join(''), []],
    () => [[...pick(passwords.slice(0, 3000))].reverse().join(''), []],
    () => {
      const name = pick(NAMES);
      return [stripMarks(name) + pick([year(), date(), '123', '@' + year()]), [name, stripMarks(name)]];
    },
    () => [pick(WORDS) + pick(WORDS) + (random() < 0.5 ? year() : ''), []],
    () => [pick(WALKS) + (random() < 0.5 ? pick(WALKS) : ''), []],
    () => [pick(['aaaa', 'abcabc', '123123', 'xoxo', 'hahaha', 'zzzzzzzz']) + pick(['', '!', '99']), []],
    () => [Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(diceware)).join(pick(['', ' ', '-', '.'])), []],
    () => [randomString(6 + Math.floor(random() * 12)), []],
    () => [`${pick(['Giao', 'giao'])}${pick(['Van', 'van'])}${pick(['SaiGon', 'saigon'])}${pick(['', '!', '2024', '@123'])}`, ['giao', 'saigon', 'sài', 'gòn']],
    () => [date().slice(0, 4) + '/' + date().slice(4), []],
  ];
  return Array.from({ length: size }, () => pick(kinds)());
}
