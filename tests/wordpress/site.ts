/**
 * A real WordPress for the theme's tests, from Debian's packages: MariaDB on a free loopback port
 * with its own data directory, WordPress copied from /usr/share/wordpress and installed by
 * script (its own `wp_install()`, WP_DEBUG and the debug log on), the packaged theme installed
 * from its zip by WordPress's theme upgrader (the code behind Appearance → Themes → Upload) and
 * activated, and `php -S` serving the site. Everything lives in one temporary directory and is
 * stopped and removed by `stop()`.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const WORDPRESS_SOURCE = process.env['WORDPRESS_DIR'] ?? '/usr/share/wordpress';
/** What the tests need on the machine, and the Debian packages that bring it. */
export const REQUIREMENTS: ReadonlyArray<[command: string, packages: string]> = [
  ['php', 'php-cli php-mysql php-xml php-mbstring'],
  ['mariadbd', 'mariadb-server'],
  ['mariadb-install-db', 'mariadb-server'],
  ['mariadb', 'mariadb-client'],
];

/** The site as the test files see it (plain data: it crosses from the global setup to the workers). */
export interface WordPressSite {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** The WordPress copy (ABSPATH). */
  root: string;
  /** WP_DEBUG_LOG's file. */
  debugLog: string;
  /** The MariaDB socket, for the command-line client. */
  socket: string;
  /** Ids of the pages the setup made, by name. */
  pages: Record<string, number>;
  /** The theme's dist/manifest.json, as installed. */
  manifest: { entries: Record<string, { file: string; imports: string[]; css: string[] }> };
  /** With real WooCommerce: what its setup file printed (the catalogue's ids and addresses). */
  shop?: unknown;
}

/** Why the tests cannot run here, or undefined when they can. */
export async function missingRequirements(): Promise<string | undefined> {
  const missing: string[] = [];
  for (const [command, packages] of REQUIREMENTS) {
    try {
      await run('sh', ['-c', `command -v ${command} || test -x /usr/sbin/${command}`]);
    } catch {
      missing.push(`${command} (apt-get install ${packages})`);
    }
  }
  if (!existsSync(path.join(WORDPRESS_SOURCE, 'wp-settings.php'))) missing.push(`WordPress at ${WORDPRESS_SOURCE} (apt-get install wordpress)`);
  return missing.length ? `missing: ${missing.join(', ')}` : undefined;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` passes, or throws with what it last said. */
async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, process?: ChildProcess, log?: () => string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (process && process.exitCode !== null) throw new Error(`${what} exited with ${process.exitCode}\n${log?.() ?? ''}`);
    if (await check().catch(() => false)) return;
    await sleep(150);
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms\n${log?.() ?? ''}`);
}

/** Signals a child started in its own process group, and the processes it forked (php -S's workers). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

/** Stops a child process and its group, and waits for it. */
function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      signalGroup(child, 'SIGKILL');
      child.stdout?.destroy();
      child.stderr?.destroy();
      resolve();
    });
    signalGroup(child, 'SIGTERM');
  });
}

export interface RunningSite {
  site: WordPressSite;
  /** Runs PHP code inside WordPress (wp-load.php loaded) and returns its output. */
  php(code: string): Promise<string>;
  stop(): Promise<void>;
}

/** The PHP runner's preamble: WordPress loaded as a front-end request to the site. */
const phpPreamble = (site: Pick<WordPressSite, 'root' | 'url'>) => `<?php
if ( getenv( 'SHOP_ISLANDS_WP_INSTALLING' ) ) {
	define( 'WP_INSTALLING', true ); // WordPress is not installed yet: no redirect to install.php.
}
$_SERVER['HTTP_HOST'] = ${JSON.stringify(new URL(site.url).host)};
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
require ${JSON.stringify(path.join(site.root, 'wp-load.php'))};
`;

/** PHP source for a value: `json_decode('…', true)`, safe for any string (no interpolation, quotes escaped). */
export const phpValue = (value: unknown): string => `json_decode('${JSON.stringify(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}', true)`;

/** Runs PHP code in the site's WordPress, from a test worker: `code` continues after wp-load.php. */
export async function runPhp(site: Pick<WordPressSite, 'root' | 'url'>, code: string, env: Record<string, string> = {}): Promise<string> {
  const dir = path.join(site.root, '..', 'php-runs');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `run-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.php`);
  writeFileSync(file, phpPreamble(site) + code);
  try {
    const { stdout } = await run('php', ['-d', 'display_errors=stderr', '-d', 'error_reporting=E_ALL', file], { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`PHP failed:\n${stderr ?? ''}\n${stdout ?? ''}`);
  } finally {
    rmSync(file, { force: true });
  }
}

/** The pages the setup creates: both shortcodes, the block, and a form with broken ids. */
export const FORM = { portalId: '48201937', formId: '6f1c2a4e-8d3b-4c1a-9e2f-5b7d0c3a1e94' } as const;
const PAGES: Record<string, { title: string; content: string }> = {
  shortcode: { title: 'Liên hệ', content: `<p>Gửi yêu cầu cho chúng tôi.</p>\n[shop_islands_form portal="${FORM.portalId}" id="${FORM.formId}" region="na1"]` },
  hubspot: { title: 'Báo giá', content: `[hubspot type="form" portal="${FORM.portalId}" id="{${FORM.formId.toUpperCase()}}"]` },
  block: {
    title: 'Biểu mẫu',
    content: `<!-- wp:paragraph --><p>Đăng ký nhận tin.</p><!-- /wp:paragraph -->\n<!-- wp:shop-islands/marketing-form {"portalId":"${FORM.portalId}","formId":"${FORM.formId}","region":"eu1"} /-->`,
  },
  broken: { title: 'Hỏng', content: '[shop_islands_form portal="abc" id="not-a-guid"]\n[hubspot type="cta" portal="1" id="2"]' },
};

/** What a site has beyond WordPress and the theme. */
export interface SiteOptions {
  /**
   * Real WooCommerce: the folder holding `woocommerce-<version>.tar.xz` and
   * `wordpress-languages-vi.tar.xz` (../shared/vendor), and a PHP file run once WooCommerce is
   * installed (the shop's settings and catalogue), whose last line of output is JSON kept as
   * `site.shop`.
   */
  woocommerce?: { vendor: string; setup: string };
}

/**
 * Starts MariaDB, installs WordPress and the theme zip, creates the pages and serves the site.
 *
 * @param themeZip dist/shop-islands-theme.zip.
 */
export async function startSite(themeZip: string, options: SiteOptions = {}): Promise<RunningSite> {
  if (!existsSync(themeZip)) throw new Error(`${themeZip} is missing: run \`npm run package\` first.`);
  const base = await mkdtemp(path.join(tmpdir(), 'shop-islands-wp-'));
  const children: ChildProcess[] = [];
  const logs: Record<string, string> = { mariadb: '', php: '' };
  const capture = (name: string, child: ChildProcess) => {
    const append = (chunk: Buffer) => (logs[name] = (logs[name]! + chunk.toString()).slice(-20_000));
    child.stdout?.on('data', append);
    child.stderr?.on('data', append);
  };
  const stop = async () => {
    for (const child of children.reverse()) await stopProcess(child);
    rmSync(base, { recursive: true, force: true });
  };
  try {
    // MariaDB: its own data directory, loopback only, a socket for setup.
    const dataDir = path.join(base, 'mysql');
    const socket = path.join(base, 'mysql.sock');
    const dbPort = await freePort();
    // MariaDB runs as whoever runs the tests; as root it must be told so.
    const asUser = process.getuid?.() === 0 ? ['--user=root'] : [];
    await run('mariadb-install-db', ['--no-defaults', `--datadir=${dataDir}`, ...asUser, '--auth-root-authentication-method=normal', '--skip-test-db'], { maxBuffer: 8 * 1024 * 1024 });
    const mariadb = spawn(
      existsSync('/usr/sbin/mariadbd') ? '/usr/sbin/mariadbd' : 'mariadbd',
      [
        '--no-defaults',
        `--datadir=${dataDir}`,
        `--socket=${socket}`,
        `--port=${dbPort}`,
        '--bind-address=127.0.0.1',
        ...asUser,
        '--skip-name-resolve',
        '--skip-log-bin',
        `--pid-file=${path.join(base, 'mysql.pid')}`,
        '--innodb-buffer-pool-size=128M',
        '--innodb-flush-log-at-trx-commit=2',
        '--character-set-server=utf8mb4',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    children.push(mariadb);
    capture('mariadb', mariadb);
    await waitFor('MariaDB', async () => existsSync(socket) && (await run('mariadb-admin', ['--no-defaults', `--socket=${socket}`, '-uroot', 'ping'])).stdout.includes('alive'), 90_000, mariadb, () => logs['mariadb']!);
    await run('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', "CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci; CREATE USER 'wp'@'127.0.0.1' IDENTIFIED BY 'wp-test-password'; GRANT ALL ON wordpress.* TO 'wp'@'127.0.0.1';"]);

    // WordPress: a copy of Debian's, with a config of our own.
    const root = path.join(base, 'wordpress');
    cpSync(WORDPRESS_SOURCE, root, { recursive: true, dereference: true });
    const webPort = await freePort();
    const url = `http://127.0.0.1:${webPort}`;
    const debugLog = path.join(base, 'debug.log');
    writeFileSync(
      path.join(root, 'wp-config.php'),
      `<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'wp-test-password' );
define( 'DB_HOST', '127.0.0.1:${dbPort}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'].map((k) => `define( '${k}', '${k.toLowerCase()}-${Math.random().toString(36).slice(2)}' );`).join('\n')}
$table_prefix = 'wp_';
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', ${JSON.stringify(debugLog)} );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
define( 'FS_METHOD', 'direct' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`,
    );
    writeFileSync(
      path.join(base, 'router.php'),
      `<?php
// WordPress under php -S: files as they are, everything else through index.php (pretty permalinks).
$path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$file = ${JSON.stringify(root)} . $path;
if ( '/' !== $path && ( is_file( $file ) || is_dir( $file ) ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = ${JSON.stringify(path.join(root, 'index.php'))};
require ${JSON.stringify(path.join(root, 'index.php'))};
`,
    );
    const site: WordPressSite = { url, root, debugLog, socket, pages: {}, manifest: { entries: {} } };
    if (options.woocommerce) {
      // WooCommerce as a shop installs it (wp-content/plugins/woocommerce), and the Vietnamese
      // packs of WordPress and WooCommerce (wp-content/languages).
      const archive = readdirSync(options.woocommerce.vendor).find((name) => /^woocommerce-[\d.]+\.tar\.xz$/.test(name));
      if (!archive) throw new Error(`no woocommerce-<version>.tar.xz in ${options.woocommerce.vendor}`);
      await run('tar', ['-xJf', path.join(options.woocommerce.vendor, archive), '-C', path.join(root, 'wp-content/plugins')]);
      await run('tar', ['-xJf', path.join(options.woocommerce.vendor, 'wordpress-languages-vi.tar.xz'), '-C', path.join(root, 'wp-content')]);
    }

    // Install WordPress (Vietnamese, as the shop is), then the theme from its zip, as an upload would.
    const installed = await runPhp(
      site,
      `
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/misc.php';
require_once ABSPATH . 'wp-admin/includes/theme.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
// Vietnamese from the language files Debian ships (wp_install() would try to download them).
$result = wp_install( 'Giao Vận Sài Gòn', 'quantri', 'quantri@example.com', true, '', 'mat-khau-quan-tri-dai-123' );
update_option( 'WPLANG', 'vi' );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'blogdescription', 'Vật tư đóng gói & dịch vụ giao hàng' );
wp_set_current_user( $result['user_id'] );
$upgrader = new Theme_Upgrader( new Automatic_Upgrader_Skin() );
$ok = $upgrader->install( ${JSON.stringify(themeZip)} );
if ( true !== $ok ) {
	fwrite( STDERR, 'theme install failed: ' . print_r( $ok, true ) . print_r( $upgrader->skin->get_upgrade_messages(), true ) );
	exit( 1 );
}
switch_theme( 'shop-islands' );
do_action( 'after_switch_theme', 'twentytwentythree', wp_get_theme( 'twentytwentythree' ) );
flush_rewrite_rules();
echo wp_json_encode( array( 'theme' => get_stylesheet(), 'dir' => get_stylesheet_directory() ) );
`,
      { SHOP_ISLANDS_WP_INSTALLING: '1' },
    );
    const { theme, dir } = JSON.parse(installed.trim().split('\n').at(-1)!) as { theme: string; dir: string };
    if (theme !== 'shop-islands') throw new Error(`the active theme is ${theme}, not shop-islands`);
    site.manifest = JSON.parse(readFileSync(path.join(dir, 'dist/manifest.json'), 'utf8'));

    if (options.woocommerce) {
      // Activation runs WooCommerce's installer (its tables, roles and pages); a second process
      // runs it again if activation left it undone, then the shop's own setup runs in a third,
      // as a plugin's first page load would follow its activation.
      await runPhp(
        site,
        `
require_once ABSPATH . 'wp-admin/includes/plugin.php';
wp_set_current_user( 1 );
$result = activate_plugin( 'woocommerce/woocommerce.php' );
if ( is_wp_error( $result ) ) {
	fwrite( STDERR, 'WooCommerce did not activate: ' . $result->get_error_message() );
	exit( 1 );
}
`,
      );
      await runPhp(site, `if ( ! get_option( 'woocommerce_db_version' ) ) { WC_Install::install(); }`);
      const out = await runPhp(site, `wp_set_current_user( 1 );\nrequire ${JSON.stringify(path.resolve(options.woocommerce.setup))};\n`);
      site.shop = JSON.parse(out.trim().split('\n').at(-1)!);
    }

    // The pages the tests read, and the test's own must-use plugin (a translation override).
    mkdirSync(path.join(root, 'wp-content/mu-plugins'), { recursive: true });
    writeFileSync(
      path.join(root, 'wp-content/mu-plugins/shop-islands-test.php'),
      `<?php
// Test only: a translation override for one island string, as a translator's .mo (or a plugin) would
// give it, on requests that ask for it.
add_filter( 'gettext_with_context_shop-islands', function ( $translation, $text, $context ) {
	return isset( $_GET['override'] ) && 'cart.viewCart' === $context ? 'Xem giỏ ngay' : $translation;
}, 10, 3 );
`,
    );
    const pages = await runPhp(
      site,
      `
$ids = array();
foreach ( ${phpValue(PAGES)} as $name => $page ) {
	$ids[ $name ] = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => $page['title'], 'post_content' => $page['content'], 'post_author' => 1 ), true );
}
echo wp_json_encode( $ids );
`,
    );
    site.pages = JSON.parse(pages.trim().split('\n').at(-1)!) as Record<string, number>;

    // Serve it: a few workers, so the browser's parallel requests do not queue.
    const server = spawn('php', ['-S', `127.0.0.1:${webPort}`, '-t', root, path.join(base, 'router.php')], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
      detached: true,
    });
    children.push(server);
    capture('php', server);
    await waitFor('php -S', async () => (await fetch(`${url}/wp-login.php`)).status === 200, 90_000, server, () => logs['php']!);
    if (options.woocommerce) {
      // WP-Cron, as a shop's visitors (or its system cron) run it: the theme's search index is
      // built by it after activation. WP_CRON is off for page loads, so the tests are not slowed at
      // random; wp-cron.php runs what is due, here until the index is whole.
      const indexed = async () => (await runPhp(site, `echo class_exists( 'Shop_Islands_Search_Index' ) && Shop_Islands_Search_Index::ready() ? 'ready' : 'not yet';`)).trim() === 'ready';
      for (let round = 0; !(await indexed()); round++) {
        if (round === 20) throw new Error('WP-Cron did not build the search index in 20 runs');
        await fetch(`${url}/wp-cron.php`);
      }
    }
    // What the installation logged (WordPress 6.1's own deprecations under PHP 8.2) is kept apart:
    // the tests read what serving the site logs.
    if (existsSync(debugLog)) renameSync(debugLog, path.join(base, 'install.log'));
    return { site, php: (code) => runPhp(site, code), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
