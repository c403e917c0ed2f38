import { describe, expect, it } from 'vitest'
import { fallbackSystems } from '../../../tooling/fonts/fallback-face'
import { cormorant, fallbackFamilyName, montserrat } from '../../../tooling/fonts/web-fonts'
import { theme } from '../../../web/src/components/mui/theme'

const fallbacks = (family: typeof montserrat, letterCase: 'text' | 'caps') =>
  fallbackSystems.map((system) => `"${fallbackFamilyName(family, letterCase, system)}"`)

describe("the MUI theme's fonts", () => {
  it('set text in the web font, then its fallbacks matched to lowercase, classic and Android', () => {
    for (const name of fallbacks(montserrat, 'text')) {
      expect(theme.typography.fontFamily).toContain(name)
    }
    for (const name of fallbacks(cormorant, 'text')) {
      expect(theme.typography.h1.fontFamily).toContain(name)
    }
  })

  it('set buttons, which MUI writes in capitals, with the fallbacks scaled to capitals', () => {
    // In the lowercase fallback a button was 6 % wider, and a centred one moved when Montserrat came.
    expect(theme.typography.button.textTransform).toBe('uppercase')
    for (const name of fallbacks(montserrat, 'caps')) {
      expect(theme.typography.button.fontFamily).toContain(name)
    }
    expect(theme.typography.button.fontFamily).toMatch(/^Montserrat, /)
  })
})
