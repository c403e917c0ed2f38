import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { RenderedPage } from '../../web/src/app/server-entry'
import { heroText, inlineStylesheets, outputFile, pageHtml } from '../../tooling/prerender-pages'

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

describe("the hero's fonts", () => {
  const heroMarkup =
    '<section class="hero" id="home" aria-labelledby="hero-names"><img alt="Foto"/><h1>Mariana <span>&amp;</span> Alejandro</h1><!-- --><p>¡Ya somos esposos! &#x27;Gracias&#x27;</p></section><p>Nuestra historia</p>'
  const heroPage: RenderedPage = {
    ...page,
    html: heroMarkup,
    data: { ...page.data, path: '/' },
  }
  const heroFonts =
    '<link rel="preload" href="/assets/h.woff2" as="font" type="font/woff2" crossorigin><style>@font-face{font-family:\'Cormorant Garamond Hero\'}</style>'

  it('are cut to the hero’s text as the guest reads it', () => {
    expect(heroText(heroMarkup)).toBe("Mariana & Alejandro¡Ya somos esposos! 'Gracias'")
    expect(heroText(page.html)).toBe('')
  })

  it('go into the head of the pages with the hero, and only those', () => {
    const withHero = pageHtml(template, heroPage, heroFonts)
    expect(withHero.slice(0, withHero.indexOf('</head>'))).toContain(heroFonts)
    expect(pageHtml(template, page, heroFonts)).not.toContain('Cormorant Garamond Hero')
  })

  it("hold the app back until they are in, and the page's own web fonts with it", async () => {
    const html = pageHtml(template, heroPage, heroFonts)
    const boot = /<script>(\(function\(\)\{var done=false,.*?\}\)\(\))<\/script>/.exec(html)?.[1]
    expect(boot).toBeDefined()
    let heroFontLoaded = () => {}
    const heroFont = {
      display: 'block',
      status: 'loading',
      loaded: new Promise<void>((resolve) => (heroFontLoaded = resolve)),
    }
    const pageFont = { display: 'swap', status: 'loading', loaded: new Promise<void>(() => {}) }
    const webFonts = { media: 'print' }
    const appended: unknown[] = []
    const document = {
      readyState: 'complete',
      visibilityState: 'visible',
      documentElement: { classList: { contains: () => false } },
      fonts: { forEach: (each: (font: object) => void) => [heroFont, pageFont].forEach(each) },
      getElementById: (id: string) => (id === 'web-fonts' ? webFonts : null),
      createElement: () => ({}),
      head: { appendChild: (script: unknown) => appended.push(script) },
      addEventListener: () => {},
    }
    // The first paint is reported at once; frames and zero timeouts run at once.
    class PerformanceObserver {
      static supportedEntryTypes = ['paint']
      constructor(private callback: (list: object) => void) {}
      observe() {
        this.callback({ getEntriesByName: () => [{}] })
      }
    }
    const now = (callback: () => void) => callback()
    new Function(
      'document',
      'window',
      'requestAnimationFrame',
      'setTimeout',
      'addEventListener',
      boot!,
    )(document, { PerformanceObserver }, now, now, () => {})
    await Promise.resolve()
    await Promise.resolve()
    expect(appended).toEqual([])
    expect(webFonts.media).toBe('print')
    heroFontLoaded()
    await vi.waitFor(() => expect(appended).toHaveLength(1))
    expect(webFonts.media).toBe('all')
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
