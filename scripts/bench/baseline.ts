// The theme as an earlier commit built it, for `npm run bench:theme` to measure beside this one:
// the commit's files exported by `git archive` into a temporary folder (the working tree and the
// repository's worktrees untouched), this checkout's node_modules linked in, then that commit's own
// build and package (`node esbuild.config.mjs && node scripts/package.mjs`). The zip is kept under
// test-results/bench-theme-baseline/<commit>/, so a second run installs it without building.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CACHE = path.resolve('test-results/bench-theme-baseline');

type Dependencies = Record<string, string>;
interface Manifest {
  dependencies?: Dependencies;
  devDependencies?: Dependencies;
}

/** The full hash `commit` names, or an error saying it names none. */
export function resolveCommit(commit: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${commit}^{commit}`], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(`--baseline ${commit}: no such commit in this repository`);
  }
}

/**
 * The packages whose range differs between the commit's package.json and this one's: node_modules
 * was installed for this one, so only the ranges they share are known to be satisfied.
 */
function unsatisfied(theirs: Manifest, ours: Manifest): string[] {
  const all = (manifest: Manifest): Dependencies => ({ ...manifest.dependencies, ...manifest.devDependencies });
  const installed = all(ours);
  return Object.entries(all(theirs))
    .filter(([name, range]) => installed[name] !== range)
    .map(([name, range]) => `${name}@${range} (installed for ${installed[name] ?? 'nothing'})`);
}

/**
 * The theme zip built at `hash` (a full commit hash): from the cache, or built now.
 *
 * @param log progress lines.
 */
export function baselineZip(hash: string, log: (line: string) => void): string {
  const cached = path.join(CACHE, hash, 'shop-islands-theme.zip');
  if (existsSync(cached)) return cached;
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-islands-baseline-'));
  try {
    log(`building the theme at ${hash.slice(0, 7)} in ${dir}…`);
    execFileSync('sh', ['-c', 'git archive --format=tar "$1" | tar -x -C "$2"', 'sh', hash, dir]);
    const differ = unsatisfied(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest, JSON.parse(readFileSync('package.json', 'utf8')) as Manifest);
    if (differ.length) throw new Error(`${hash.slice(0, 7)} asks for packages this node_modules may not satisfy: ${differ.join(', ')}`);
    symlinkSync(realpathSync('node_modules'), path.join(dir, 'node_modules'), 'dir');
    execFileSync(process.execPath, ['esbuild.config.mjs'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    execFileSync(process.execPath, ['scripts/package.mjs'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    mkdirSync(path.dirname(cached), { recursive: true });
    // Copied beside it and renamed: an interrupted run leaves no half zip in the cache.
    copyFileSync(path.join(dir, 'dist/shop-islands-theme.zip'), `${cached}.partial`);
    renameSync(`${cached}.partial`, cached);
    return cached;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * PHP that installs the zip beside the current theme, in its own folder `slug` (the zip's folder is
 * shop-islands/, the current theme's), with the current theme's mods (its menus), so both print
 * the same pages. WordPress's theme upgrader installs it, as an upload would.
 */
export const installBeside = (zip: string, slug: string) => `
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/misc.php';
require_once ABSPATH . 'wp-admin/includes/theme.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
wp_set_current_user( 1 );
add_filter( 'upgrader_source_selection', function ( $source, $remote_source ) {
	global $wp_filesystem;
	$target = trailingslashit( $remote_source ) . ${JSON.stringify(slug)} . '/';
	return $wp_filesystem->move( $source, $target ) ? $target : new WP_Error( 'bench_rename', "could not move $source to $target" );
}, 10, 2 );
$upgrader = new Theme_Upgrader( new Automatic_Upgrader_Skin() );
$ok = $upgrader->install( ${JSON.stringify(zip)} );
if ( true !== $ok || ! wp_get_theme( ${JSON.stringify(slug)} )->exists() ) {
	fwrite( STDERR, 'baseline install failed: ' . print_r( $ok, true ) . print_r( $upgrader->skin->get_upgrade_messages(), true ) );
	exit( 1 );
}
update_option( ${JSON.stringify(`theme_mods_${slug}`)}, get_option( 'theme_mods_shop-islands', array() ) );
`;
