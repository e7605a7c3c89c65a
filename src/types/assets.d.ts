/**
 * `import href from 'package/file.css?url'`: a file the build writes under a hashed name, its path
 * relative to the output directory (esbuild.config.mjs, `assetUrls`; the test runner serves its
 * own). Resolve it against the importing chunk: `new URL(href, import.meta.url)`.
 */
declare module '*?url' {
  const href: string;
  export default href;
}
