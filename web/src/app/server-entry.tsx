import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { prerenderedPaths } from '../config/paths'
import { clearContent, takeContentSnapshot } from '../content/content-store'
import { fetchContent } from '../content/fetch-content'
import { portfolioProjectsQuery } from '../content/queries'
import { pinRenderClock } from '../lib/render-clock'
import { App } from './app'
import type { PageData } from './prerender/page-data'

export type RenderedPage = {
  /**
   * The markup inside #root. React adds a high-priority preload of the hero's first photo to it,
   * from the photo's own fetchPriority.
   */
  html: string
  /** The MUI styles that markup uses, as style elements for the head. */
  styles: string
  data: PageData
}

async function readAll(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const decoder = new TextDecoder()
  let text = ''
  for await (const chunk of stream) {
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
  }
  return text + decoder.decode()
}

/** Renders one page of the site with all of its content, waiting for every lazy part. */
export async function renderPage(path: string, renderedAt: number): Promise<RenderedPage> {
  clearContent()
  pinRenderClock(renderedAt)
  const cache = createCache({ key: 'css' })
  const emotion = createEmotionServer(cache)
  const errors: unknown[] = []
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </CacheProvider>,
    {
      onError: (error) => void errors.push(error),
      // React moves large parts into place with inline scripts; a page must read without them.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  )
  const html = await readAll(prelude)
  if (errors.length > 0) {
    throw new AggregateError(errors, `Prerendering ${path} failed: ${String(errors[0])}`)
  }
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html))
  return { html, styles, data: { path, renderedAt, content: await takeContentSnapshot() } }
}

/** Every address of the route table, with the routes that take an id expanded from the content. */
export async function pathsToPrerender(): Promise<string[]> {
  const projects = await fetchContent(portfolioProjectsQuery)
  return prerenderedPaths({
    portfolioProjectNumbers: projects.flatMap((project) =>
      typeof project.number === 'number' ? [project.number] : [],
    ),
  })
}
