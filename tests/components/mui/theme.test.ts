import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fallbackSystems } from '../../../tooling/fonts/fallback-face'
import { cormorant, fallbackFamilyName, montserrat } from '../../../tooling/fonts/web-fonts'
import { theme } from '../../../web/src/components/mui/theme'

const baseCss = readFileSync('web/src/app/styles/base.css', 'utf8')

/** A font stack of base.css, the one place the stacks are written. */
function stack(variable: string): string {
  const declaration = new RegExp(`${variable}:\\s*([^;]+);`).exec(baseCss)
  if (!declaration) throw new Error(`base.css does not declare ${variable}`)
  return declaration[1]!.replace(/\s+/g, ' ')
}

const fallbacks = (family: typeof montserrat, letterCase: 'text' | 'caps') =>
  fallbackSystems.map((system) => `'${fallbackFamilyName(family, letterCase, system)}'`)

describe("the MUI theme's fonts", () => {
  it('set text in the web font, then its fallbacks matched to lowercase, classic and Android', () => {
    expect(theme.typography.fontFamily).toBe('var(--font-sans)')
    expect(theme.typography.h1.fontFamily).toBe('var(--font-serif)')
    expect(stack('--font-sans')).toMatch(/^Montserrat, /)
    for (const name of fallbacks(montserrat, 'text')) expect(stack('--font-sans')).toContain(name)
    for (const name of fallbacks(cormorant, 'text')) expect(stack('--font-serif')).toContain(name)
  })

  it('set buttons, which MUI writes in capitals, with the fallbacks scaled to capitals', () => {
    // In the lowercase fallback a button was 6 % wider, and a centred one moved when Montserrat came.
    expect(theme.typography.button.textTransform).toBe('uppercase')
    expect(theme.typography.button.fontFamily).toBe('var(--font-sans-caps)')
    expect(stack('--font-sans-caps')).toMatch(/^Montserrat, /)
    for (const name of fallbacks(montserrat, 'caps')) {
      expect(stack('--font-sans-caps')).toContain(name)
    }
  })
})
