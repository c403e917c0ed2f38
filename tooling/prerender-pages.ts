import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RenderedPage } from '../web/src/app/server-entry'
import {
  otherPageClass,
  pageDataId,
  serializePageData,
} from '../web/src/app/prerender/page-data.ts'
import { notFoundPath, routeFor, routePatternSources } from '../web/src/config/paths.ts'
import { earlyPressScript } from '../web/src/lib/early-press/held-press.ts'
import { personalLinkClass } from './early-lookup.ts'
import { heroCharacters, heroFontsHead } from './fonts/hero-fonts.ts'

type ServerEntry = {
  renderPage: (path: string, renderedAt: number) => Promise<RenderedPage>
  pathsToPrerender: () => Promise<string[]>
}

export type PrerenderOptions = {
  clientDir: string
  serverEntry: string
  /** Where @fontsource's fonts are, to cut the hero's (tooling/fonts/hero-fonts.ts). */
  modulesDir: string
  /** The RSVP pages' early look-up of a personal link's invitation (tooling/early-lookup.ts). */
  earlyLookup?: string
}

const rootElement = '<div id="root"></div>'
/** The stylesheet of the page's web fonts, switched on with the app once the first screen is on. */
const webFontsId = 'web-fonts'
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/

/**
 * A prerendered page paints without JavaScript, so the app's code is requested only once the
 * whole first screen is on screen: after the first paint and after the parser has reached the
 * end of the HTML, one frame later. On a slow connection the CSS, fonts and photos get the
 * bandwidth first, and no part of the first screen (a long page paints in several frames) paints
 * after the app's code has downloaded, which made that download part of the LCP. Browsers without
 * paint timing wait for the parser and a frame. Nothing waits on a timer: HTML hidden as another
 * page's (see otherPageGuard) and a page in a background tab, which never paints, start the app at
 * once, and so does the guest's first touch, key or scroll, should the first paint go unreported.
 * The load event is no signal: on a fast network it fires before the first frame (in a third of
 * Lighthouse's runs), and the fonts and the app's code requested then counted toward its FCP.
 *
 * The hero's text is painted only once its fonts are there (`font-display: block`, see
 * heroFontsHead), so the app also waits for those still loading at the first paint, loaded or
 * failed. The page's web fonts are switched on with the app (see fontsAfterFirstPaint).
 *
 * A personal link (marked by the early look-up, see tooling/early-lookup.ts) is the exception:
 * the guest came for the card the app draws, so its code is requested at once, and the web fonts
 * wait until it has arrived instead of taking its bandwidth.
 */
function entryAfterFirstPaint(src: string): string {
  const load = `function start(){if(started)return;started=true;var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};if(personal)s.onload=s.onerror=fonts;document.head.appendChild(s)}`
  const fonts = `function fonts(){var f=document.getElementById('${webFontsId}');if(f)f.media='all'}`
  const heroFonts = `function heroFonts(){var w=[];if(document.fonts&&document.fonts.forEach)document.fonts.forEach(function(f){if(f.display==='block'&&f.status==='loading')w.push(f.loaded.catch(function(){}))});return Promise.all(w)}`
  const painted = `function painted(){if(document.readyState==='loading'){document.addEventListener('DOMContentLoaded',painted);return}heroFonts().then(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}`
  const firstMove = `['pointerdown','keydown','touchstart','scroll'].forEach(function(t){addEventListener(t,go,{capture:true,passive:true,once:true})})`
  const classes = 'document.documentElement.classList'
  return `<script>(function(){var done=false,started=false,personal=${classes}.contains('${personalLinkClass}');${fonts}${heroFonts}${load}function go(){if(done)return;done=true;if(!personal)fonts();start()}if(${classes}.contains('${otherPageClass}')||document.visibilityState!=='visible'){go();return}if(personal)start();${painted}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)painted()}).observe({type:'paint',buffered:true})}else{painted()}${firstMove};document.addEventListener('visibilitychange',go)})()</script>`
}

const leadingHeadTag = /^(?:<title>.*?<\/title>|<link [^>]*>|<meta [^>]*>)/

/**
 * React puts what belongs in the head (a page's title, the hero photo's preload) at the start of
 * the markup; lifted into the head, the browser finds them before anything else.
 */
function splitLeadingHeadTags(html: string) {
  let markup = html
  let title: string | undefined
  let headTags = ''
  for (let tag = leadingHeadTag.exec(markup); tag; tag = leadingHeadTag.exec(markup)) {
    if (tag[0].startsWith('<title>')) title = tag[0]
    else headTags += tag[0]
    markup = markup.slice(tag[0].length)
  }
  return { title, headTags, markup }
}

const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g

const webFontFace = /@font-face\{[^}]*src:url\([^}]*\}/g

/**
 * The web fonts' @font-face rules (not the local fallbacks) apart from the rest of the CSS, in a
 * stylesheet for print that the page switches to all media when the app starts, once the first
 * screen has painted. The first paint then uses the metric-matched local fallbacks (the same paint
 * as with a slow font) and no font request competes with it or with the hero's own fonts: on
 * localhost the fonts used to finish before that paint about half the time, which made
 * Lighthouse's simulated slow 4G count their 49 kB before FCP and LCP (about +450 ms). Without
 * JavaScript the noscript copy applies them at once.
 */
function fontsAfterFirstPaint(css: string): string {
  const fonts = (css.match(webFontFace) ?? []).join('')
  if (!fonts) return `<style>${css}</style>`
  const rest = css.replace(webFontFace, '')
  return `<style>${rest}</style><style id="${webFontsId}" media="print">${fonts}</style><noscript><style>${fonts}</style></noscript>`
}

/**
 * The entry's stylesheet (a few kB: the first screen's layout and the @font-face rules) written
 * into the page instead of linked: the page paints one round trip sooner. The CSP allows inline
 * styles, as MUI's prerendered styles already are. A disabled link to the file stays: browsers do not
 * fetch it, and it tells Vite's loader of lazy chunks, which looks for that link, that the styles
 * are there.
 */
export async function inlineStylesheets(template: string, clientDir: string): Promise<string> {
  const files = [...template.matchAll(stylesheetLink)].map((match) => match[1]!)
  const styles = new Map(
    await Promise.all(
      files.map(
        async (file) => [file, await readFile(path.join(clientDir, file), 'utf8')] as const,
      ),
    ),
  )
  return template.replace(
    stylesheetLink,
    (_, file: string) =>
      `${fontsAfterFirstPaint(styles.get(file)!)}<link rel="stylesheet" href="/${file}" disabled>`,
  )
}

/**
 * The built index.html with one page's markup, styles and data written in, and on a page with the
 * hero, the hero's fonts (not held back like the page's: see heroFontsHead).
 */
export function pageHtml(
  template: string,
  page: RenderedPage,
  heroFonts = '',
  earlyLookup = '',
): string {
  if (!template.includes(rootElement)) throw new Error(`index.html has no ${rootElement}`)
  const lookup = routeFor(page.data.path)?.page === 'rsvp' ? earlyLookup : ''
  const data = `<script type="application/json" id="${pageDataId}">${serializePageData(page.data)}</script>`
  const { title, headTags, markup } = splitLeadingHeadTags(page.html)
  const fonts = heroText(markup) ? heroFonts : ''
  return (
    template
      .replace(/<title>.*?<\/title>/, (siteTitle) => title ?? siteTitle)
      .replace('</head>', () => `${headTags}${fonts}${page.styles}${data}\n  </head>`)
      .replace(rootElement, () => `<div id="root">${markup}</div>`)
      // the guard and the look-up first: the boot script reads the classes they set
      .replace(
        entryScript,
        (_, src: string) =>
          `${otherPageGuard(page.data.path)}${lookup}${earlyPressScript}${entryAfterFirstPaint(src)}`,
      )
  )
}

/**
 * A page's HTML may be served on an address that is not its own: a project published after the
 * build gets the host's 404.html. Hide it before it paints, so the guest never glimpses the wrong
 * page while the app renders the right one. The not-found page is the own page of every address
 * the route table does not know.
 */
function otherPageGuard(pagePath: string): string {
  const hide = `document.documentElement.classList.add('${otherPageClass}')`
  if (pagePath === notFoundPath) {
    const own = JSON.stringify(notFoundPath)
    const known = JSON.stringify(routePatternSources)
    return `<script>(function(p){if(p.replace(/\\/+$/,'')!==${own}&&${known}.some(function(r){return new RegExp(r).test(p)}))${hide}})(location.pathname)</script>`
  }
  const path = JSON.stringify(pagePath === '/' ? '' : pagePath)
  return `<script>if(location.pathname.replace(/\\/+$/,'')!==${path})${hide}</script>`
}

export const outputFile = (clientDir: string, pagePath: string) =>
  path.join(clientDir, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`)

/**
 * Renders every address of the route table with the content of the moment into the client build, so guests see the
 * invitation before any JavaScript or content request; the app then hydrates that HTML.
 */
export async function prerenderPages({
  clientDir,
  serverEntry,
  modulesDir,
  earlyLookup,
}: PrerenderOptions): Promise<void> {
  const template = await inlineStylesheets(
    await readFile(path.join(clientDir, 'index.html'), 'utf8'),
    clientDir,
  )
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
  const pages: RenderedPage[] = []
  for (const pagePath of await entry.pathsToPrerender()) {
    pages.push(await entry.renderPage(pagePath, Date.now()))
  }
  const heroTexts = pages.map((page) => heroText(page.html)).join('')
  const heroFonts = heroTexts
    ? await heroFontsHead({
        modulesDir,
        cacheDir: path.join(modulesDir, '.cache/web-fonts'),
        assetsDir: path.join(clientDir, 'assets'),
        assetsUrl: '/assets',
        characters: heroCharacters(heroTexts),
      })
    : ''
  for (const page of pages) {
    const file = outputFile(clientDir, page.data.path)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, pageHtml(template, page, heroFonts, earlyLookup))
  }
}

const heroSection = /<section class="hero"[^>]*>([\s\S]*?)<\/section>/
const characterReference = /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos|nbsp));/gi
const namedCharacters: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

/** The text of a page's hero, as React writes it (tags and comments out, references decoded). */
export function heroText(markup: string): string {
  const hero = heroSection.exec(markup)?.[1]
  if (!hero) return ''
  return hero
    .replace(/<!--[\s\S]*?-->|<[^>]*>/g, '')
    .replace(characterReference, (_, hex: string, decimal: string, name: string) =>
      name
        ? namedCharacters[name.toLowerCase()]!
        : String.fromCodePoint(hex ? parseInt(hex, 16) : Number(decimal)),
    )
}
