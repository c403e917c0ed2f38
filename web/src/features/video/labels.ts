/** Accessible names the spec leaves to us; every other visible text comes from content. */
export const labels = {
  play: 'Reproducir video',
  close: 'Cerrar video',
  player: 'Reproductor de video',
} as const
