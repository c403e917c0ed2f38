/** Video section texts (screen-reader labels). */
export const videoTextDefaults = {
  play: 'Reproducir video',
  close: 'Cerrar video',
  player: 'Reproductor de video',
}
