import { defaultWording, defineSiteTexts } from './define-site-texts'

/** Header and menu texts, each as [default wording, Studio title]. */
export const headerTexts = defineSiteTexts({
  skipToContent: ['Saltar al contenido', 'Enlace «saltar al contenido» (lectores de pantalla)'],
  mainNavigation: ['Menú principal', 'Nombre del menú principal (lectores de pantalla)'],
  openMenu: ['Abrir menú', 'Botón para abrir el menú en el celular'],
  closeMenu: ['Cerrar menú', 'Botón para cerrar el menú en el celular'],
  showSubmenu: [
    'Mostrar opciones de {title}',
    'Botón para mostrar un submenú ({title} es el nombre del menú)',
  ],
  hideSubmenu: [
    'Ocultar opciones de {title}',
    'Botón para ocultar un submenú ({title} es el nombre del menú)',
  ],
  home: ['Inicio', 'Enlace del logotipo a la portada'],
  contact: ['Contacto', 'Nombre de la zona de contacto'],
  socialNetworks: ['Redes sociales', 'Nombre de la lista de redes sociales'],
  opensInNewTab: ['(se abre en una pestaña nueva)', 'Aviso de enlace que se abre en otra pestaña'],
  openSearch: ['Abrir búsqueda', 'Botón para abrir la búsqueda'],
  search: ['Buscar en el sitio', 'Nombre del buscador'],
  searchField: ['Buscar', 'Campo de búsqueda'],
  submitSearch: ['Buscar', 'Botón «Buscar»'],
})

export const headerTextDefaults = defaultWording(headerTexts)
