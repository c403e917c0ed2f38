import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RenderedPage } from '../../web/src/app/server-entry'
import { inlineStylesheets, outputFile, pageHtml } from '../../tooling/prerender-pages'

const template = `<!doctype html><html lang="es"><head><title>Boda</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`

const page: RenderedPage = {
  html: '<h1>Mariana &amp; Alejandro</h1><p>$& $1</p>',
  styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
  data: { path: '/story', renderedAt: 0, content: {} },
}

describe('writing a prerendered page', () => {
  it('puts the markup in #root and the styles and data in the head', () => {
    const html = pageHtml(template, page)
    expect(html).toContain(`<div id="root">${page.html}</div>`)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain(page.styles)
    expect(head).toContain('<script type="application/json" id="prerendered-page">')
    expect(head).toContain('"path":"/story"')
  })

  it('requests the app only after the first paint, so the page paints before it downloads', () => {
    const html = pageHtml(template, page)
    expect(html).not.toContain('<script type="module"')
    expect(html).toContain(`s.src="/assets/index-abc.js"`)
    expect(html).toContain("getEntriesByName('first-contentful-paint')")
  })

  it('waits for the parser to reach the end of the page, so the whole first screen paints first', () => {
    const html = pageHtml(template, page)
    expect(html).toContain(
      "if(document.readyState==='loading'){document.addEventListener('DOMContentLoaded',painted)",
    )
    expect(html).toContain('requestAnimationFrame(function(){setTimeout(go,0)})')
  })

  it('never waits on a timer: hidden or background pages start the app at once, a touched page at the touch', () => {
    const html = pageHtml(template, page)
    expect(html).not.toMatch(/setTimeout\(go,[1-9]/)
    expect(html).toContain("classList.contains('prerendered-other-page')")
    expect(html).toContain("document.visibilityState!=='visible'")
    expect(html).toContain("['pointerdown','keydown','touchstart','scroll']")
  })

  it('takes no signal from the load event, which on a fast network comes before the first paint', () => {
    const html = pageHtml(template, page)
    expect(html).not.toMatch(/addEventListener\('load'/)
  })

  it('hides the HTML before it paints on any other address', () => {
    expect(pageHtml(template, page)).toContain(`!=="/story")document.documentElement.classList`)
    expect(pageHtml(template, { ...page, data: { ...page.data, path: '/' } })).toContain(`!=="")`)
  })

  it('hides it before the boot script runs, which starts the app at once on hidden HTML', () => {
    const html = pageHtml(template, page)
    const hiding = html.indexOf("classList.add('prerendered-other-page')")
    const booting = html.indexOf("classList.contains('prerendered-other-page')")
    expect(hiding).toBeGreaterThan(0)
    expect(hiding).toBeLessThan(booting)
  })

  it('shows the not-found page on unknown addresses and hides it on the routes of the table', () => {
    const html = pageHtml(template, { ...page, data: { ...page.data, path: '/404' } })
    const guard = /<script>(\(function\(p\)\{.*?\}\)\(location\.pathname\))<\/script>/.exec(
      html,
    )?.[1]
    expect(guard).toBeDefined()
    const hides = (pathname: string) => {
      const classes = new Set<string>()
      const document = {
        documentElement: { classList: { add: (name: string) => classes.add(name) } },
      }
      new Function('document', 'location', guard ?? '')(document, { pathname })
      return classes.has('prerendered-other-page')
    }
    expect(hides('/home3')).toBe(false)
    expect(hides('/404')).toBe(false)
    expect(hides('/project-single/99')).toBe(true)
    expect(hides('/story')).toBe(true)
  })

  it("moves the page's own title into the head in place of the site's", () => {
    const html = pageHtml(template, {
      ...page,
      html: `<title>Confirmar Asistencia</title>${page.html}`,
    })
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<head><title>Confirmar Asistencia</title>')
    expect(html).toContain(`<div id="root">${page.html}</div>`)
  })

  it("lifts the hero photo's preload from the markup into the head", () => {
    const preload =
      '<link rel="preload" as="image" imageSrcSet="/a-320w.webp 320w" fetchPriority="high"/>'
    const html = pageHtml(template, { ...page, html: `${preload}${page.html}` })
    expect(html.slice(0, html.indexOf('</head>'))).toContain(preload)
    expect(html).toContain(`<div id="root">${page.html}</div>`)
  })

  it('refuses a template without the root element', () => {
    expect(() => pageHtml('<html><body></body></html>', page)).toThrow('index.html has no')
  })

  it('names the files the preview server and static hosts look up for each path', () => {
    expect(outputFile('/dist', '/')).toBe(path.join('/dist', 'index.html'))
    expect(outputFile('/dist', '/story')).toBe(path.join('/dist', 'story.html'))
  })
})

async function inlined(css: string): Promise<string> {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'prerender-'))
  try {
    await mkdir(path.join(clientDir, 'assets'))
    await writeFile(path.join(clientDir, 'assets/index-abc.css'), css)
    return await inlineStylesheets(
      '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>',
      clientDir,
    )
  } finally {
    await rm(clientDir, { recursive: true, force: true })
  }
}

describe('the entry stylesheet', () => {
  it('is written into the page, with a disabled link that tells lazy chunks it is there', async () => {
    expect(await inlined('.hero{color:#fff}')).toBe(
      '<head><style>.hero{color:#fff}</style><link rel="stylesheet" href="/assets/index-abc.css" disabled></head>',
    )
  })

  it('holds the web fonts back until the first paint, but not their local fallbacks', async () => {
    const web = '@font-face{font-family:Montserrat;src:url(/assets/m.woff2) format("woff2")}'
    const fallback = '@font-face{font-family:Montserrat Fallback;src:local("Arial")}'
    const html = await inlined(`${web}${fallback}.hero{color:#fff}`)
    expect(html).toContain(`<style>${fallback}.hero{color:#fff}</style>`)
    // a print stylesheet applies to no screen: the boot script switches it to all media
    expect(html).toContain(`<style id="web-fonts" media="print">${web}</style>`)
    expect(html).toContain(`<noscript><style>${web}</style></noscript>`)
    expect(pageHtml(template, page)).toContain(
      "function fonts(){var f=document.getElementById('web-fonts');if(f)f.media='all'}",
    )
  })
})
