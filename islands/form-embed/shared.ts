/**
 * The form embed's code, built into ONE chunk with everything it imports, which every chunk it
 * loads on demand (a locale, the date picker, the phone field, the captcha…) imports in turn. No
 * code of ours imports this module: the build (`sharedChunks` in esbuild.config.mjs) adds an
 * import of it to every module of the embed.
 *
 * Why: esbuild puts each module two entries share in a chunk keyed by the exact set of entries
 * that import it, dynamic imports counting as entries. So the definition's errors, the validation
 * rules, the logic tree and the like came out as eight files of 0.2 to 1.5 KB beside the embed,
 * and any on-demand module that imports one of the embed's own (a locale built on English, a
 * reader of the definition) split another piece off it. Every one of them is downloaded by every
 * form anyway, and as one file they compress better and cost one request (`npm run size`: the
 * form embed's whole download).
 *
 * What is here: the embed's entry, so everything it imports; and a module it loads with
 * `import()` although every form shown loads it, how a form is put on the page (./present: its
 * CSS, the iframe shell): its `import()` now fetches a few lines that point into this chunk. A
 * module that only some forms need (a locale, the date picker, the phone field, the captcha, pages
 * and consent, dependent fields, analytics) stays out, or every form would download it.
 */
export { installHbspt } from './index';
export * from './present';
