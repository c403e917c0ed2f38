import {
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core'

const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }

/**
 * The arrows carry a family from one column to the next («Sin mesa», then each table in order),
 * instead of 25 pixels at a time: a keyboard user lands on a table with one press.
 */
export function columnJumps(order: readonly UniqueIdentifier[]): KeyboardCoordinateGetter {
  return (event, { context, currentCoordinates }) => {
    const step = steps[event.code]
    if (!step) return undefined
    event.preventDefault()
    const { over, collisionRect, droppableRects } = context
    const from = over ? order.indexOf(over.id) : step > 0 ? -1 : order.length
    const target = order[Math.min(order.length - 1, Math.max(0, from + step))]
    const rect = target === undefined ? undefined : droppableRects.get(target)
    if (!rect || !collisionRect) return currentCoordinates
    return {
      x: rect.left + Math.max(0, (rect.width - collisionRect.width) / 2),
      y: rect.top + Math.max(0, Math.min(48, rect.height - collisionRect.height)),
    }
  }
}

/** A mouse or a finger drops where it points; the keyboard, where the family was carried. */
export const columnUnderFamily: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args)
