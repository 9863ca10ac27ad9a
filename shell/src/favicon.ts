import faviconIco from '../public/favicon.ico';
import faviconSvg from '../public/favicon.svg';

/** The site's icons: /favicon.ico (which browsers ask for anyway) and a sharper SVG where supported. */
export function addFavicons(head: HTMLHeadElement = document.head) {
  for (const [href, type] of [
    [faviconIco, 'image/x-icon'],
    [faviconSvg, 'image/svg+xml'],
  ] as const) {
    if (head.querySelector(`link[rel="icon"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'icon';
    link.type = type;
    link.href = href;
    head.append(link);
  }
}
