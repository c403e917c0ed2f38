/** The screen shown when the invitation cannot load, and the loading notice. */
export const errorScreenTextDefaults = {
  title: 'No pudimos cargar la invitación',
  message: 'Revisa tu conexión a internet y vuelve a intentarlo.',
  retry: 'Reintentar',
  loading: 'Cargando…',
}
