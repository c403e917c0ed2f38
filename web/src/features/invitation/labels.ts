export const invitationLabels = {
  previousPhoto: 'Foto anterior',
  nextPhoto: 'Foto siguiente',
  photoOf: 'Foto {{index}} de {{slidesLength}}',
  slide: 'diapositiva',
  carousel: 'Fotos de los novios',
}
