// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { startFromAFreshPage } from './fresh-page'

// Component files share their worker's jsdom window; each starts from what this puts back.
describe('a fresh page for the next test file', () => {
  it('forgets storage, cookies, the address, the title and what the body held', () => {
    const address = window.location.href
    localStorage.setItem('carrito', '[1]')
    sessionStorage.setItem('rsvp', '001')
    document.cookie = 'sesion=1; path=/'
    window.history.pushState(null, '', '/rsvp?invitation=001')
    document.title = 'RSVP'
    document.documentElement.setAttribute('lang', 'en')
    document.body.setAttribute('style', 'overflow: hidden;')
    document.body.innerHTML = '<div role="dialog">abierto</div>'

    startFromAFreshPage()

    expect([localStorage.length, sessionStorage.length]).toEqual([0, 0])
    expect(document.cookie).toBe('')
    expect(window.location.href).toBe(address)
    expect(document.title).toBe('')
    expect(document.documentElement.attributes).toHaveLength(0)
    expect(document.body.attributes).toHaveLength(0)
    expect(document.body.childNodes).toHaveLength(0)
  })

  it('puts back the window properties a test replaced', () => {
    const width = window.innerWidth
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true, writable: true })
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true })

    startFromAFreshPage()

    expect(window.scrollY).toBe(0)
    expect(window.innerWidth).toBe(width)
  })

  it('takes away the window and document listeners a test left behind', () => {
    const preventEveryClick = (event: Event) => event.preventDefault()
    document.addEventListener('click', preventEveryClick)
    let resized = 0
    window.addEventListener('resize', () => resized++)

    startFromAFreshPage()

    const link = document.body.appendChild(document.createElement('a'))
    link.href = '#despues'
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    window.dispatchEvent(new Event('resize'))
    expect(click.defaultPrevented).toBe(false)
    expect(resized).toBe(0)
  })
})
