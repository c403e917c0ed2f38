/** Photo slideshow and carousel texts (screen-reader labels). */
export const heroTextDefaults = {
  previousPhoto: 'Foto anterior',
  nextPhoto: 'Foto siguiente',
  photoOf: 'Foto {{index}} de {{slidesLength}}',
  slide: 'diapositiva',
  carousel: 'Fotos de los novios',
}
