import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { isChunk, type BuildChunk, type BuildOutput } from './build-output.ts'
import { invitationParam } from '../web/src/config/paths.ts'
import type { SupabaseConfig } from '../web/src/config/supabase-project'
import { earlyLookupGlobal, earlyNameAttribute } from '../web/src/features/rsvp/api/early-lookup.ts'
import { earlyFormAttribute } from '../web/src/features/rsvp/api/early-form.ts'
import { locale } from '../web/src/lib/dates.ts'

/**
 * Set on <html> by the early look-up when the address is a personal link: the boot script then
 * starts the app at once, and the RSVP page keeps room for the card (rsvp-flow.css).
 */
export const personalLinkClass = 'rsvp-link'

/** The modules a personal link needs before the card can show: the RSVP page and its form. */
export const personalLinkModules = [
  'web/src/app/routes/rsvp-page.tsx',
  'web/src/app/routes/rsvp-lookup.tsx',
]

export type EarlyLookupOptions = {
  /** the Supabase project, or null for the embedded API on the page's own origin */
  supabase: SupabaseConfig | null
  /** the app's chunks to fetch at once on a personal link, as paths of the site ('/assets/…') */
  preload: readonly string[]
}

/** What supabase-js says of itself in X-Client-Info, in a browser (runtime=web). */
export function supabaseClientInfo(): string {
  const require = createRequire(import.meta.url)
  const manifest = require.resolve('@supabase/supabase-js/package.json')
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }
  return `supabase-js/${version}; runtime=web`
}

/** find_invitation's address, as supabase-js makes it from the project's URL. */
export function findInvitationUrl(supabase: SupabaseConfig): string {
  const base = supabase.url.endsWith('/') ? supabase.url : `${supabase.url}/`
  return new URL('rest/v1/rpc/find_invitation', base).href
}

/**
 * A personal link (/rsvp?invitation=001) looks its invitation up before the app's code arrives:
 * this script, first in the page, sends find_invitation exactly as supabase-js would (same address,
 * headers and body), asks for the chunks the card needs, and leaves the answer where the app takes
 * it (features/rsvp/api/early-lookup.ts), so the request runs while the code downloads. Any
 * failure here leaves the look-up to the app.
 *
 * When the answer is in, the family's name goes on screen at once, in the top of the card the page
 * keeps for it (EarlyName), about half a second before the app can draw the card. The phone is then
 * idle, waiting for the app's code: it makes a date format, since the first one a page makes loads
 * the locale's data (about 60 ms on a slow phone), and the form writes today's date.
 */
export function earlyLookupScript({ supabase, preload }: EarlyLookupOptions): string {
  const url = supabase
    ? JSON.stringify(findInvitationUrl(supabase))
    : `location.origin+${JSON.stringify('/rest/v1/rpc/find_invitation')}`
  const apiKey = JSON.stringify(supabase?.anonKey ?? 'embedded')
  const headers = `{apikey:a,Authorization:'Bearer '+a,'Content-Profile':'public','Content-Type':'application/json','X-Client-Info':${JSON.stringify(supabaseClientInfo())}}`
  const preloads = `${JSON.stringify(preload)}.forEach(function(f){var l=d.createElement('link');l.rel='modulepreload';l.href=f;l.crossOrigin='';d.head.appendChild(l)})`
  // an unanswered invitation's details and form (early-answer-html.ts): filled in, then shown
  const showForm = `(function(){var e=c.querySelector('[data-early-answer]'),f=c.querySelector('form[${earlyFormAttribute}]');if(!e||!f)return;c.querySelectorAll('[data-early-field]').forEach(function(x){var k=x.getAttribute('data-early-field');x.textContent=k==='today'?new Intl.DateTimeFormat(${JSON.stringify(locale)},{dateStyle:'long'}).format(new Date()):i[k]==null?'':i[k]});if(!i.family_chief)c.querySelector('[data-early-chief]').remove();var t=f.elements.tickets;for(var n=1;n<=i.available_tickets;n++){var o=d.createElement('option');o.value=n;o.textContent=f.getAttribute(n===1?'data-one':'data-many').replace('{count}',n);t.appendChild(o)}f.addEventListener('change',function(){t.parentNode.style.display=f.elements['will-attend'].value==='no'?'none':''});e.hidden=false})()`
  const showName = `function(a){var i=a.status===200&&JSON.parse(a.body);if(!i||typeof i.family_name!=='string')return;function show(){var c=d.querySelector('[${earlyNameAttribute}]');if(!c)return;c.firstChild.textContent=i.family_name;if(i.will_attend===null)try{${showForm}}catch(e){}c.hidden=false}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',show);else show()}`
  const warmUp = `new Intl.DateTimeFormat(${JSON.stringify(locale)},{dateStyle:'long'}).format(0)`
  const request = `var a=${apiKey};var r=fetch(${url},{method:'POST',headers:${headers},body:JSON.stringify({p_human_key:k})}).then(function(s){return s.text().then(function(b){return{status:s.status,body:b}})});r.then(${showName}).then(function(){${warmUp}}).catch(function(){})`
  // the look-up first, then the app's files: on a slow phone each request takes a few ms to make
  return `<script>(function(){try{var k=(new URLSearchParams(location.search).get(${JSON.stringify(invitationParam)})||'').trim();if(!k)return;var d=document;d.documentElement.classList.add(${JSON.stringify(personalLinkClass)});${request};window[${JSON.stringify(earlyLookupGlobal)}]={key:k,answer:r};${preloads}}catch(e){}})()</script>`
}

/**
 * The files a personal link fetches at once: the app's entry, then the chunks of `modules` and
 * what they import that the entry does not.
 */
export function personalLinkChunks(
  output: BuildOutput,
  modules: readonly string[] = personalLinkModules,
): string[] {
  const chunks = output.filter(isChunk)
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const withImports = (start: BuildChunk[]) => {
    const found = new Set<string>()
    const visit = (chunk: BuildChunk) => {
      if (found.has(chunk.fileName)) return
      found.add(chunk.fileName)
      for (const file of chunk.imports) {
        const imported = byFile.get(file)
        if (imported) visit(imported)
      }
    }
    start.forEach(visit)
    return found
  }
  const entry = withImports(chunks.filter((chunk) => chunk.isEntry))
  const holding = (module: string) =>
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module)))
  const wanted = modules.map((module) => {
    const chunk = holding(module)
    if (!chunk) throw new Error(`No chunk of the build holds ${module}`)
    return chunk
  })
  const entryFile = chunks.find((chunk) => chunk.isEntry)?.fileName
  const rest = [...withImports(wanted)].filter((file) => !entry.has(file))
  return [...(entryFile ? [entryFile] : []), ...rest].map((file) => `/${file}`)
}
