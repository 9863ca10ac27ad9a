import { decodeEntities, htmlToText } from './html';

/** A link found in content. */
export interface ExtractedLink {
  href: string;
  /** The visible text, tags removed, entities decoded, whitespace collapsed. */
  text: string;
}

/**
 * Hosts of object-storage services. A link there points at an uploaded file
 * (an image, a PDF), not at a page worth linking to.
 */
const STORAGE_HOSTS: readonly RegExp[] = [
  /(?:^|\.)s3[.-](?:[a-z0-9-]+\.)?amazonaws\.com$/, // AWS S3, every region style
  /^s3\.amazonaws\.com$/,
  /(?:^|\.)(?:storage|firebasestorage)\.googleapis\.com$/, // Google Cloud Storage, Firebase
  /\.blob\.core\.windows\.net$/, // Azure Blob Storage
  /\.r2\.cloudflarestorage\.com$/, // Cloudflare R2
  /\.r2\.dev$/,
  /\.digitaloceanspaces\.com$/, // DigitalOcean Spaces
  /\.backblazeb2\.com$/, // Backblaze B2
];

/**
 * The storage-path rule of SPEC §5, as we define it: a link has a storage
 * path when its path has a `storage` segment (`/storage/…`, which is where
 * our API serves uploaded files and also Supabase's layout) or its host is
 * an object-storage service (S3, Google Cloud Storage/Firebase, Azure Blob,
 * Cloudflare R2, DigitalOcean Spaces, Backblaze B2) or one of `extraHosts`
 * (exact host or any subdomain of it, e.g. a CDN for uploads).
 */
export function hasStoragePath(href: string, extraHosts: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(href, 'https://relative.invalid');
  } catch {
    return false;
  }
  if (/(?:^|\/)storage\//i.test(url.pathname)) return true;
  const host = url.hostname.toLowerCase();
  if (STORAGE_HOSTS.some((pattern) => pattern.test(host))) return true;
  return extraHosts.some((extra) => {
    const h = extra.toLowerCase();
    return host === h || host.endsWith(`.${h}`);
  });
}

const ANCHOR = /<a\b((?:[^<>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/a\s*>/gi;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/**
 * The links of an HTML fragment, in document order, for internal-link
 * suggestions (SPEC §5). Ignored: links with a storage path (see
 * hasStoragePath), links without text (an image-only link, an empty
 * anchor) and anchors without an href.
 */
export function extractLinks(
  html: string,
  options: { storageHosts?: readonly string[] } = {},
): ExtractedLink[] {
  const links: ExtractedLink[] = [];
  for (const match of html.matchAll(ANCHOR)) {
    const attributes = match[1] ?? '';
    const hrefMatch = HREF.exec(attributes);
    const href = decodeEntities(hrefMatch?.[1] ?? hrefMatch?.[2] ?? hrefMatch?.[3] ?? '').trim();
    if (!href) continue;
    const text = htmlToText(match[2] ?? '');
    if (!text) continue;
    if (hasStoragePath(href, options.storageHosts)) continue;
    links.push({ href, text });
  }
  return links;
}
