import { defaultWording, defineSiteTexts } from './define-site-texts'

/** Photo slideshow and carousel texts (screen-reader labels). */
export const heroTexts = defineSiteTexts({
  previousPhoto: ['Foto anterior', 'Botón de foto anterior'],
  nextPhoto: ['Foto siguiente', 'Botón de foto siguiente'],
  photoOf: [
    'Foto {{index}} de {{slidesLength}}',
    'Posición de la foto ({{index}} y {{slidesLength}} se reemplazan)',
  ],
  slide: ['diapositiva', 'Tipo de elemento de cada foto (lectores de pantalla)'],
  carousel: ['Fotos de los novios', 'Nombre del carrusel de fotos'],
})

export const heroTextDefaults = defaultWording(heroTexts)
