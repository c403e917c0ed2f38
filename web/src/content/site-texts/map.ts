import { defaultWording, defineSiteTexts } from './define-site-texts'

/** «Mapa» section texts (screen-reader labels). */
export const mapTexts = defineSiteTexts({
  opensInNewTab: ['(se abre en una pestaña nueva)', 'Aviso de que el mapa se abre en otra pestaña'],
})

export const mapTextDefaults = defaultWording(mapTexts)
