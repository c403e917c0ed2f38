import { defaultWording, defineSiteTexts } from './define-site-texts'

/** Video section texts (screen-reader labels). */
export const videoTexts = defineSiteTexts({
  play: ['Reproducir video', 'Botón para reproducir el video'],
  close: ['Cerrar video', 'Botón para cerrar el video'],
  player: ['Reproductor de video', 'Nombre del reproductor (lectores de pantalla)'],
})

export const videoTextDefaults = defaultWording(videoTexts)
