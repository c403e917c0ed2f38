import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RenderedPage } from '../web/src/app/server-entry'
import { otherPageClass, pageDataId, serializePageData } from '../web/src/app/prerender/page-data'

type ServerEntry = {
  renderPage: (path: string, renderedAt: number) => Promise<RenderedPage>
}

export type PrerenderOptions = {
  clientDir: string
  serverEntry: string
  paths: readonly string[]
}

const rootElement = '<div id="root"></div>'
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/

/**
 * A prerendered page paints without JavaScript, so the app's code is requested only once the
 * first content is on screen: on a slow connection the CSS, fonts and photos get the bandwidth
 * first. Browsers without paint timing wait a frame; a page that cannot paint (a background
 * tab) still starts the app after a moment.
 */
function entryAfterFirstPaint(src: string): string {
  const load = `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};document.head.appendChild(s)`
  return `<script>(function(){var done=false;function go(){if(done)return;done=true;${load}}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go,0)}).observe({type:'paint',buffered:true})}else{requestAnimationFrame(function(){setTimeout(go,0)})}setTimeout(go,3000)})()</script>`
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

/** The built index.html with one page's markup, styles and data written in. */
export function pageHtml(template: string, page: RenderedPage): string {
  if (!template.includes(rootElement)) throw new Error(`index.html has no ${rootElement}`)
  const data = `<script type="application/json" id="${pageDataId}">${serializePageData(page.data)}</script>`
  const { title, headTags, markup } = splitLeadingHeadTags(page.html)
  return template
    .replace(/<title>.*?<\/title>/, (siteTitle) => title ?? siteTitle)
    .replace(
      '</head>',
      () => `${otherPageGuard(page.data.path)}${headTags}${page.styles}${data}\n  </head>`,
    )
    .replace(rootElement, () => `<div id="root">${markup}</div>`)
    .replace(entryScript, (_, src: string) => entryAfterFirstPaint(src))
}

/**
 * Servers answer unknown paths with index.html, the home page's HTML. Hide it before it paints,
 * so a guest on another address never glimpses the wrong page while the app starts.
 */
function otherPageGuard(pagePath: string): string {
  const path = JSON.stringify(pagePath === '/' ? '' : pagePath)
  return `<script>if(location.pathname.replace(/\\/+$/,'')!==${path})document.documentElement.classList.add('${otherPageClass}')</script>`
}

export const outputFile = (clientDir: string, pagePath: string) =>
  path.join(clientDir, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`)

/**
 * Renders each path with the content of the moment into the client build, so guests see the
 * invitation before any JavaScript or content request; the app then hydrates that HTML.
 */
export async function prerenderPages({
  clientDir,
  serverEntry,
  paths,
}: PrerenderOptions): Promise<void> {
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8')
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
  for (const pagePath of paths) {
    const page = await entry.renderPage(pagePath, Date.now())
    const file = outputFile(clientDir, pagePath)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, pageHtml(template, page))
  }
}
