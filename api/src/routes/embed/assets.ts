/**
 * The built widget and embed bundles (mfe-tools builds them into
 * mfe-tools/dist/embed: `widget.js`, `embed.<hash>.js|css` and
 * `manifest.json` naming them). The API serves them from memory, gzipped
 * once per build, so the partner's page and the embed page load them from
 * the platform's own origin.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../../config';

export interface EmbedManifest {
  /** The loader partners include (a stable name). */
  widget: string;
  /** The embed page's files, hashed. */
  embed: { js: string[]; css: string[] };
}

export interface EmbedFile {
  raw: Buffer;
  gzip: Buffer;
  type: string;
  /** A content-hashed name, cacheable for a year. */
  immutable: boolean;
}

const types: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
/** A file name of the build folder: no path, no dot file, one of the served types. */
const FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,120}\.(js|css|map)$/;

export const DEFAULT_EMBED_DIR = path.join(repoRoot, 'mfe-tools', 'dist', 'embed');

export class EmbedAssets {
  private files = new Map<string, EmbedFile & { mtimeMs: number }>();
  private manifestCache: { mtimeMs: number; value: EmbedManifest } | null = null;

  constructor(public dir: string = DEFAULT_EMBED_DIR) {}

  /** The manifest of the last build, or null when nothing is built. */
  async manifest(): Promise<EmbedManifest | null> {
    const file = path.join(this.dir, 'manifest.json');
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (this.manifestCache?.mtimeMs !== info.mtimeMs) {
      const value = JSON.parse(await readFile(file, 'utf8')) as EmbedManifest;
      this.manifestCache = { mtimeMs: info.mtimeMs, value };
    }
    return this.manifestCache.value;
  }

  /** One built file by name, or null when the name is not one or the file does not exist. */
  async file(name: string): Promise<EmbedFile | null> {
    if (!FILE_NAME.test(name)) return null;
    const full = path.join(this.dir, name);
    const info = await stat(full).catch(() => null);
    if (!info?.isFile()) return null;
    const cached = this.files.get(name);
    if (cached?.mtimeMs === info.mtimeMs) return cached;
    const raw = await readFile(full);
    const entry = {
      raw,
      gzip: gzipSync(raw, { level: 9 }),
      type: types[path.extname(name)] ?? 'application/octet-stream',
      immutable: /\.[0-9a-f]{8}\.(js|css)(\.map)?$/.test(name),
      mtimeMs: info.mtimeMs,
    };
    this.files.set(name, entry);
    return entry;
  }
}

/** The API's assets: the build of this checkout. */
export const embedAssets = new EmbedAssets();
