/**
 * The code the form embed shares with the chunks it loads on demand (the submission, the date
 * picker, the phone field, the signup links…), built into ONE chunk. No code of ours imports this
 * module: the build (`sharedChunks` in esbuild.config.mjs) adds an import of it to the embed's
 * entry and to each module it loads on demand.
 *
 * Why: esbuild puts each module two entries share in a chunk keyed by the exact set of entries
 * that import it, so the definition's errors, the validation rules, the logic tree and the like
 * came out as eight files of 0.2 to 1.5 KB beside the embed, each compressed on its own. Every one
 * is in the embed's start anyway; as one file they cost less (`npm run size`, entry form-embed).
 *
 * What belongs here: modules the embed's entry imports and its on-demand chunks import too. One
 * that only an on-demand chunk needs stays out, or every form would download it at start.
 */
export * from '../../src/forms/definition/form-id';
export * from '../../src/forms/definition/errors';
export * from '../../src/forms/definition/url';
export * from '../../src/forms/logic/tree';
export * from '../../src/forms/submit/callbacks';
export * from '../../src/forms/rules/validate';
export * from '../../src/forms/rules/date';
export * from '../../src/forms/keys';
export * from './shell/origin';
