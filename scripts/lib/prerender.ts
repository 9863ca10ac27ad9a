/**
 * The first HTML of a public page (issue 14): the shell's server asks the
 * API what a path's first response holds (GET /api/content/prerender) and
 * writes it into index.html — the head tags (title, description, canonical,
 * Open Graph, Twitter, hreflang, JSON-LD) and the page itself with its
 * header, one h1, the whole main text and the footer — with the path's
 * status (404 for unknown paths) or a 301 for a trailing-slash or case
 * variant.
 *
 * The app then takes over without a flash: the page is shown in
 * `#prerender` while `#root` stays hidden; as soon as the marketing screen
 * has its content it marks itself `data-page-ready` and the small script
 * below removes `#prerender`, in the same frame the app becomes visible. A
 * 404 waits for the app's own h1; a remote that never loads gives the page
 * back to the app after 15 s.
 */
import http from 'node:http';

export interface PrerenderAnswer {
  status: number;
  head: string;
  body: string;
  redirect: string | null;
}

/** Asks the API; null when it does not answer well in time (the plain index.html is served then). */
export function fetchPrerender(
  api: URL,
  path: string,
  page: number,
  timeoutMs = 4000,
): Promise<PrerenderAnswer | null> {
  const query = new URLSearchParams({ path, ...(page > 1 ? { page: String(page) } : {}) });
  return new Promise((resolve) => {
    const req = http.get(
      {
        host: api.hostname,
        port: api.port,
        path: `/api/content/prerender?${query}`,
        headers: { accept: 'application/json' },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          if (res.statusCode !== 200) return resolve(null);
          try {
            const answer = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: PrerenderAnswer })
              .data;
            resolve(answer && typeof answer.status === 'number' ? answer : null);
          } catch {
            resolve(null);
          }
        });
        res.on('error', () => resolve(null));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
  });
}

const HANDOVER = `<script>(function(){var p=document.getElementById('prerender'),r=document.getElementById('root');if(!p||!r)return;var o,t;function done(){if(p.parentNode)p.parentNode.removeChild(p);if(o)o.disconnect();clearTimeout(t)}function check(){if(r.querySelector('[data-page-ready]')||(p.getAttribute('data-wait')==='h1'&&r.querySelector('h1')))done()}o=new MutationObserver(check);o.observe(r,{childList:true,subtree:true,attributes:true,attributeFilter:['data-page-ready']});t=setTimeout(done,15000)})();</script>`;

/** index.html with the page written in; the template's own title and description give way to the page's. */
export function injectPrerender(template: string, answer: PrerenderAnswer): string {
  let html = template;
  if (answer.head) {
    html = html
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace('</head>', `    ${answer.head}\n  </head>`);
  }
  if (answer.body) {
    const wait = answer.status === 404 ? 'h1' : 'ready';
    html = html
      .replace(
        '<div id="root"></div>',
        `<style>#prerender~#root{display:none}</style><div id="prerender" data-wait="${wait}" aria-hidden="true">${answer.body}</div><div id="root"></div>`,
      )
      .replace('</body>', `${HANDOVER}</body>`);
  }
  return html;
}
