/** «18:04»: a time of the day on the phone's clock, as the door shows when it last synced. */
export function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('es-ES', { hour: '2-digit', minute: '2-digit' })
}

/** «27 de noviembre»: the day on the phone's calendar, so a list of yesterday reads as such. */
export function calendarDay(iso: string): string {
  return new Date(iso).toLocaleDateString('es-ES', { day: 'numeric', month: 'long' })
}
