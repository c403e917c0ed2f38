import { defaultWording, defineSiteTexts } from './define-site-texts'

/** The screen shown when the invitation cannot load, and the loading notice. */
export const errorScreenTexts = defineSiteTexts({
  title: ['No pudimos cargar la invitación', 'Título de la pantalla de error'],
  message: [
    'Revisa tu conexión a internet y vuelve a intentarlo.',
    'Mensaje de la pantalla de error',
  ],
  retry: ['Reintentar', 'Botón «Reintentar»'],
  loading: ['Cargando…', 'Aviso «Cargando…»'],
})

export const errorScreenTextDefaults = defaultWording(errorScreenTexts)
