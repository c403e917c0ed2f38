import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core'

type Labelled = { data: { current?: Record<string, unknown> } } | null

const labelOf = (item: Labelled) => String(item?.data.current?.label ?? '')

/**
 * What a screen reader hears while a family is carried from one table to another. A drag starts
 * over the family's own column: that is said once, with «Tomaste», not again right after it.
 */
export function boardAnnouncements(): Announcements {
  let lastOver: unknown = null
  return {
    onDragStart: ({ active }) => {
      lastOver = active.data.current?.from
      return `Tomaste a ${labelOf(active)}.`
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver) return undefined
      lastOver = over?.id ?? null
      return over
        ? `${labelOf(active)} está sobre ${labelOf(over)}.`
        : `${labelOf(active)} no está sobre ninguna mesa.`
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active)} quedó en ${labelOf(over)}.`
        : `${labelOf(active)} se soltó fuera de las mesas y no cambió de lugar.`,
    onDragCancel: ({ active }) => `Cancelado: ${labelOf(active)} sigue donde estaba.`,
  }
}

export const boardInstructions: ScreenReaderInstructions = {
  draggable:
    'Para mover a la familia, presiona la barra espaciadora o Enter; con las flechas pasa de una mesa a la siguiente; con la barra espaciadora o Enter la dejas ahí, y con Escape cancelas.',
}

/** What a screen reader hears while a table is moved on the room plan. */
export const planAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Tomaste ${labelOf(active)}.`,
  onDragOver: () => undefined,
  onDragEnd: ({ active }) => `${labelOf(active)} quedó en su nuevo lugar del plano.`,
  onDragCancel: ({ active }) => `Cancelado: ${labelOf(active)} volvió a donde estaba.`,
}

export const planInstructions: ScreenReaderInstructions = {
  draggable:
    'Para mover la mesa en el plano, presiona la barra espaciadora o Enter, llévala con las flechas y déjala con la barra espaciadora o Enter. Escape cancela.',
}
