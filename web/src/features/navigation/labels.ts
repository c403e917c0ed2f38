export const labels = {
  skipToContent: 'Saltar al contenido',
  mainNavigation: 'Menú principal',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  showSubmenu: (title: string) => `Mostrar opciones de ${title}`,
  hideSubmenu: (title: string) => `Ocultar opciones de ${title}`,
  home: 'Inicio',
}
