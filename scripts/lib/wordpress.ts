/**
 * A real WordPress for the publishing tests (FINDINGS.md "Publishing
 * targets"): Debian's wordpress package with PHP and MariaDB, installed when
 * missing; a private `mariadbd` and `php -S` on loopback ports; WordPress
 * installed by a PHP script that also creates application passwords.
 *
 * Debian's wp-config.php reads /etc/wordpress; we leave the system's files
 * alone and serve a copy of /usr/share/wordpress kept in the cache folder
 * (outside the repository), whose wp-config.php includes the run's own
 * configuration named by INKPRESS_WP_CONFIG.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { say } from './log';
import { run, type Service, startService, waitForPort, which } from './proc';

const PACKAGES = [
  'wordpress',
  'wordpress-theme-twentytwentyone',
  'php-cli',
  'php-mysql',
  'php-curl',
  'php-xml',
  'php-mbstring',
  'php-gd',
  'mariadb-server',
];
const DEBIAN_WORDPRESS = '/usr/share/wordpress';

/** Where installed copies are kept between runs (never inside the repository). */
export const cacheDir = process.env.INKPRESS_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'inkpress');

function installed() {
  return (
    existsSync(path.join(DEBIAN_WORDPRESS, 'wp-includes', 'version.php')) &&
    existsSync(path.join(DEBIAN_WORDPRESS, 'wp-content', 'themes', 'twentytwentyone')) &&
    !!which('php') &&
    !!which('mariadbd') &&
    !!which('mariadb-install-db') &&
    spawnSync('php', ['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);']).status === 0
  );
}

/** Installs Debian's WordPress, PHP and MariaDB when missing (apt-get update once, then install). */
export function ensureWordpressPackages() {
  if (installed()) return;
  if (process.getuid?.() !== 0)
    throw new Error(`WordPress for the tests is missing: install Debian's ${PACKAGES.join(' ')}`);
  say('installing WordPress, PHP and MariaDB (apt-get, once; a few minutes)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], { env });
  if (!installed())
    throw new Error('the WordPress packages were installed but WordPress, php or mariadbd is missing');
}

function wordpressVersion(): string {
  const source = readFileSync(path.join(DEBIAN_WORDPRESS, 'wp-includes', 'version.php'), 'utf8');
  return /\$wp_version = '([^']+)'/.exec(source)?.[1] ?? 'unknown';
}

/** Our copy of Debian's WordPress (made once per version), with a wp-config.php of our own. */
function wordpressCopy(): string {
  const dir = path.join(cacheDir, `wordpress-${wordpressVersion()}`);
  const marker = path.join(dir, '.inkpress-copy');
  if (!existsSync(marker)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.dirname(dir), { recursive: true });
    cpSync(DEBIAN_WORDPRESS, dir, { recursive: true, dereference: true });
    writeFileSync(
      path.join(dir, 'wp-config.php'),
      `<?php\n// Inkpress test copy: the run's configuration (see scripts/lib/wordpress.ts).\nrequire getenv('INKPRESS_WP_CONFIG');\nrequire_once ABSPATH . 'wp-settings.php';\n`,
    );
    writeFileSync(marker, new Date().toISOString());
  }
  return dir;
}

const ROUTER = `<?php
// php -S router: real files are served as they are, everything else by WordPress.
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
$file = $_SERVER['DOCUMENT_ROOT'] . $path;
if ($path !== '/' && is_file($file)) return false;
if (is_dir($file) && is_file(rtrim($file, '/') . '/index.php')) {
  $_SERVER['SCRIPT_NAME'] = rtrim($path, '/') . '/index.php';
  require rtrim($file, '/') . '/index.php';
  return true;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
`;

const INSTALLER = `<?php
// Installs WordPress once and prints the users' application passwords as JSON.
define('WP_INSTALLING', true);
$_SERVER['HTTP_HOST'] = getenv('INKPRESS_WP_HOST');
$_SERVER['REQUEST_URI'] = '/';
require getenv('INKPRESS_WP_ROOT') . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-includes/class-wp-application-passwords.php';
if (!is_blog_installed()) {
  wp_install('Inkpress Test Blog', 'admin', 'admin@inkpress.test', false, '', wp_generate_password(24));
}
$out = array();
foreach (array('admin' => 'administrator', 'writer' => 'contributor', 'editor' => 'editor') as $login => $role) {
  $user = get_user_by('login', $login);
  if (!$user) {
    $id = wp_insert_user(array('user_login' => $login, 'user_pass' => wp_generate_password(24), 'user_email' => $login . '@inkpress.test', 'role' => $role, 'display_name' => ucfirst($login)));
    $user = get_user_by('id', $id);
  }
  $created = WP_Application_Passwords::create_new_application_password($user->ID, array('name' => 'inkpress-tests-' . time()));
  if (is_wp_error($created)) { fwrite(STDERR, $created->get_error_message()); exit(1); }
  $out[$login] = array('id' => $user->ID, 'password' => $created[0]);
}
foreach (array('News', 'Guides') as $name) { if (!term_exists($name, 'category')) wp_insert_term($name, 'category'); }
foreach (array('ai', 'seo') as $name) { if (!term_exists($name, 'post_tag')) wp_insert_term($name, 'post_tag'); }
echo json_encode($out);
`;

export interface WordpressServer extends Service {
  url: string;
  /**
   * An administrator, a contributor (who cannot publish) and an editor (whose
   * passwords a test may revoke), each with an application password.
   */
  admin: { username: string; password: string; id: number };
  writer: { username: string; password: string; id: number };
  editor: { username: string; password: string; id: number };
  /** The `host:port` entries FETCH_ALLOW_HOSTS needs to reach it. */
  allowHost: string;
}

/**
 * Starts MariaDB on `dbPort` and WordPress on `port` (both 127.0.0.1 only),
 * their data in `dir` (made fresh by the caller's run folder).
 */
export async function startWordpress(
  dir: string,
  port: number,
  dbPort: number,
  options: { quiet?: boolean } = {},
): Promise<WordpressServer> {
  ensureWordpressPackages();
  const root = wordpressCopy();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const dataDir = path.join(dir, 'mysql');
  const installDb = spawnSync(
    'mariadb-install-db',
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      '--user=root',
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
    ],
    { encoding: 'utf8' },
  );
  if (installDb.status !== 0)
    throw new Error(`mariadb-install-db failed:\n${installDb.stdout}${installDb.stderr}`);
  const db = startService(
    'wordpress-db',
    'mariadbd',
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--port=${dbPort}`,
      '--bind-address=127.0.0.1',
      `--socket=${path.join(dir, 'mysqld.sock')}`,
      `--pid-file=${path.join(dir, 'mysqld.pid')}`,
      '--user=root',
      '--skip-name-resolve',
      '--skip-log-bin',
      '--innodb-buffer-pool-size=32M',
      '--innodb-flush-log-at-trx-commit=0',
    ],
    { quiet: options.quiet },
  );
  const services: Service[] = [db];
  const stop = async () => {
    for (const service of services.reverse()) await service.stop();
  };
  try {
    // A first start initialises InnoDB's files: on a loaded machine that took more than a minute.
    await waitForPort(dbPort, 'mariadbd (WordPress database)', 180_000, db.child);
    const host = `127.0.0.1:${port}`;
    const url = `http://${host}`;
    // Inside the served folder (their URLs are under the site), one folder per port.
    const uploadsName = `wp-content/uploads-${port}`;
    rmSync(path.join(root, uploadsName), { recursive: true, force: true });
    mkdirSync(path.join(root, uploadsName), { recursive: true });
    const configFile = path.join(dir, 'wp-config.php');
    const salt = () => Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
    writeFileSync(
      configFile,
      `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', '127.0.0.1:${dbPort}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${[
  'AUTH_KEY',
  'SECURE_AUTH_KEY',
  'LOGGED_IN_KEY',
  'NONCE_KEY',
  'AUTH_SALT',
  'SECURE_AUTH_SALT',
  'LOGGED_IN_SALT',
  'NONCE_SALT',
]
  .map((k) => `define('${k}', '${salt()}');`)
  .join('\n')}
$table_prefix = 'wp_';
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
// Application passwords over plain HTTP need a local environment.
define('WP_ENVIRONMENT_TYPE', 'local');
define('DISABLE_WP_CRON', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_DEBUG', false);
define('UPLOADS', '${uploadsName}');
if (!defined('ABSPATH')) define('ABSPATH', '${root}/');
`,
    );
    const env = {
      ...process.env,
      INKPRESS_WP_CONFIG: configFile,
      INKPRESS_WP_ROOT: root,
      INKPRESS_WP_HOST: host,
    };
    const created = spawnSync(
      'mariadb',
      [
        '--no-defaults',
        '-h',
        '127.0.0.1',
        '-P',
        String(dbPort),
        '-u',
        'root',
        '-e',
        'CREATE DATABASE IF NOT EXISTS wordpress',
      ],
      { encoding: 'utf8' },
    );
    if (created.status !== 0) throw new Error(`could not create the WordPress database:\n${created.stderr}`);
    const installer = path.join(dir, 'install.php');
    writeFileSync(installer, INSTALLER);
    const install = spawnSync('php', [installer], { encoding: 'utf8', env });
    if (install.status !== 0)
      throw new Error(
        `installing WordPress failed:\n${install.stdout.slice(-2000)}${install.stderr.slice(-2000)}`,
      );
    const accounts = JSON.parse(install.stdout.slice(install.stdout.indexOf('{'))) as Record<
      'admin' | 'writer' | 'editor',
      { id: number; password: string }
    >;
    const router = path.join(dir, 'router.php');
    writeFileSync(router, ROUTER);
    const php = startService('wordpress', 'php', ['-S', host, '-t', root, router], {
      quiet: options.quiet,
      // Several requests at once (the parallel publish test), like a real server.
      env: { ...env, PHP_CLI_SERVER_WORKERS: '4' },
    });
    // php -S forks its workers: stop them with it (they outlive a parent stopped alone).
    services.push({
      ...php,
      stop: async () => {
        if (php.child.pid) spawnSync('pkill', ['-TERM', '-P', String(php.child.pid)]);
        await php.stop();
      },
    });
    await waitForPort(port, 'WordPress (php -S)', 30_000, php.child);
    return {
      name: 'wordpress',
      child: php.child,
      stop,
      url,
      allowHost: host,
      admin: { username: 'admin', password: accounts.admin.password, id: accounts.admin.id },
      writer: { username: 'writer', password: accounts.writer.password, id: accounts.writer.id },
      editor: { username: 'editor', password: accounts.editor.password, id: accounts.editor.id },
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The environment the tests read the WordPress server from. */
export function wordpressTestEnv(server: WordpressServer): Record<string, string> {
  return {
    WORDPRESS_TEST_URL: server.url,
    WORDPRESS_TEST_USER: server.admin.username,
    WORDPRESS_TEST_PASSWORD: server.admin.password,
    WORDPRESS_TEST_WRITER_USER: server.writer.username,
    WORDPRESS_TEST_WRITER_PASSWORD: server.writer.password,
    WORDPRESS_TEST_EDITOR_USER: server.editor.username,
    WORDPRESS_TEST_EDITOR_ID: String(server.editor.id),
    WORDPRESS_TEST_EDITOR_PASSWORD: server.editor.password,
  };
}
