/**
 * Every letter of Vietnamese: the twelve vowels (a ă â e ê i o ô ơ u ư y) with each of the six
 * tones (none, grave, acute, hook, tilde, dot below), and đ, in both cases, composed. The folding
 * tests run them through the TypeScript and the theme's PHP alike.
 */
const VOWELS = ['a', 'a\u0306', 'a\u0302', 'e', 'e\u0302', 'i', 'o', 'o\u0302', 'o\u031b', 'u', 'u\u031b', 'y'];
const TONES = ['', '\u0300', '\u0301', '\u0309', '\u0303', '\u0323'];

const lower = [...VOWELS.flatMap((vowel) => TONES.map((tone) => (vowel + tone).normalize('NFC'))), 'đ'];

export const VIETNAMESE_LETTERS: readonly string[] = [...lower, ...lower.map((letter) => letter.toUpperCase())];
