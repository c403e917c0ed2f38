/** Header and menu texts: the wording the site shows while «Textos del sitio» leaves them empty. */
export const headerTextDefaults = {
  skipToContent: 'Saltar al contenido',
  mainNavigation: 'Menú principal',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  showSubmenu: 'Mostrar opciones de {title}',
  hideSubmenu: 'Ocultar opciones de {title}',
  home: 'Inicio',
  contact: 'Contacto',
  socialNetworks: 'Redes sociales',
  opensInNewTab: '(se abre en una pestaña nueva)',
  openSearch: 'Abrir búsqueda',
  search: 'Buscar en el sitio',
  searchField: 'Buscar',
  submitSearch: 'Buscar',
}
