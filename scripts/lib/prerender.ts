/**
 * The first HTML of a public page (issue 14): the shell's server asks the
 * API what a path's first response holds (GET /api/content/prerender) and
 * writes it into index.html — the head tags (title, description, canonical,
 * Open Graph, Twitter, hreflang, JSON-LD) and the page itself with its
 * header, one h1, the whole main text and the footer — with the path's
 * status (404 for unknown paths) or a 301 for a trailing-slash or case
 * variant.
 *
 * A page the server draws whole is read without the app: its scripts load
 * at the visitor's first gesture (or with the page for a signed-in
 * visitor, a referral visit, or a page that says it needs the app). The
 * app then takes over without a flash: the page is shown in `#prerender`
 * while `#root` stays hidden; as soon as the marketing screen has its
 * content it marks itself `data-page-ready` and the small script below
 * removes `#prerender`, in the same frame the app becomes visible.
 */
import http from 'node:http';

export interface PrerenderAnswer {
  status: number;
  head: string;
  body: string;
  redirect: string | null;
  /** When the app starts (shared-core's prerenderSchema): with the page, or at the first gesture. */
  startApp: 'load' | 'interaction';
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
            resolve(
              answer && typeof answer.status === 'number'
                ? { ...answer, startApp: answer.startApp ?? 'load' }
                : null,
            );
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

/** What a visitor does first that starts the app on a page that waits for it. */
const FIRST_GESTURES = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'];

/**
 * The page's script before the app. `handover` swaps the server's page for the app's once the app
 * has drawn its own (it marks itself `data-page-ready`; a 404 waits for the app's h1), after moving
 * what the visitor typed into the server's form fields into the app's fields of the same name (and
 * the caret, once the app's page is shown: a hidden field takes no focus); a remote that never
 * loads gives the page back to the app after 15 s. `start` arms it and loads the app's scripts: at
 * once, or, on a page that waits for the app, at the visitor's first gesture — or at once for a
 * visitor who accepted analytics, which the app counts.
 */
function bootScript(scripts: string[], consentKey: string): string {
  return `<script>(function(){
var d=document,p=d.getElementById('prerender'),r=d.getElementById('root'),S=${JSON.stringify(scripts)},G=${JSON.stringify(FIRST_GESTURES)},on=false;
function carry(){var a=d.activeElement,f=p.querySelectorAll('input[name],textarea[name],select[name]'),m=null;for(var i=0;i<f.length;i++){var s=f[i],t=r.querySelector(s.tagName.toLowerCase()+'[name="'+s.name+'"]');if(!t)continue;var o=s.tagName==='SELECT'?s.options[s.selectedIndex]:null;if(o?!o.defaultSelected:s.value!==s.defaultValue){Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),'value').set.call(t,s.value);if(t.value===s.value)t.dispatchEvent(new Event(o?'change':'input',{bubbles:true}))}if(s===a)m=[t,s.selectionStart,s.selectionEnd]}return m}
function handover(){if(!p||!r)return;var o,t;function done(){if(p.parentNode){var m=null;try{m=carry()}catch(e){}p.parentNode.removeChild(p);if(m)try{m[0].focus();m[0].setSelectionRange(m[1],m[2])}catch(e){}}if(o)o.disconnect();clearTimeout(t)}function check(){if(r.querySelector('[data-page-ready]')||(p.getAttribute('data-wait')==='h1'&&r.querySelector('h1')))done()}o=new MutationObserver(check);o.observe(r,{childList:true,subtree:true,attributes:true,attributeFilter:['data-page-ready']});t=setTimeout(done,15000)}
function start(){if(on)return;on=true;for(var i=0;i<G.length;i++)removeEventListener(G[i],start,true);handover();for(var j=0;j<S.length;j++){var e=d.createElement('script');e.src=S[j];e.async=false;d.head.appendChild(e)}}
if(p)p.addEventListener('submit',function(e){if(!e.target.getAttribute('action'))e.preventDefault()});
var c;try{c=localStorage.getItem(${JSON.stringify(consentKey)})}catch(e){}
if(!S.length||c==='accepted')start();else for(var i=0;i<G.length;i++)addEventListener(G[i],start,{capture:true,passive:true});
})();</script>`;
}

/** The app's entry scripts in index.html (HtmlWebpackPlugin writes them deferred into <head>). */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/**
 * index.html with the page written in; the template's own title and description give way to the
 * page's. With `startNow` (or when the page says `startApp: load`) the app's scripts load with the
 * page, as on any app page; otherwise they leave <head>, and the page is read without JavaScript
 * until the visitor's first gesture starts the app (issue 14: what a public page needs only).
 */
export function injectPrerender(
  template: string,
  answer: PrerenderAnswer,
  options: { startNow?: boolean; consentKey: string },
): string {
  let html = template;
  if (answer.head) {
    html = html
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace('</head>', `    ${answer.head}\n  </head>`);
  }
  if (answer.body) {
    const wait = answer.status === 404 ? 'h1' : 'ready';
    const scripts: string[] = [];
    if (!options.startNow && answer.startApp === 'interaction') {
      html = html.replace(ENTRY_SCRIPT, (_tag, src: string) => {
        scripts.push(src);
        return '';
      });
    }
    html = html
      // The server's page reads without JavaScript: the app's "needs JavaScript" note is not for it.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(
        '<div id="root"></div>',
        `<style>#prerender~#root{display:none}</style><div id="prerender" data-wait="${wait}">${answer.body}</div><div id="root"></div>`,
      )
      .replace('</body>', `${bootScript(scripts, options.consentKey)}</body>`);
  }
  return html;
}
