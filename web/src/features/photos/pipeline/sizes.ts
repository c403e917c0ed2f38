/** The longest side a stored photo may have: the server refuses anything wider or taller. */
export const maxPhotoSide = 2560
/** The thumbnail's longest side: the family's list and the gallery load these first. */
export const thumbSide = 400
/**
 * The largest canvas iOS Safari draws (16,777,216 pixels): past it a canvas comes out white
 * instead of failing, so no step of the scaling may use a larger one.
 */
export const maxCanvasPixels = 16_777_216

export type Size = { width: number; height: number }

/** The size that fits `side` on the long side, never enlarging, in whole pixels (at least 1). */
export function fitWithin(source: Size, side: number): Size {
  const scale = Math.min(1, side / Math.max(source.width, source.height))
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  }
}

/**
 * The canvases a photo is drawn through to reach `target`: halving while the half is still at
 * least the target (one big jump leaves a photo jagged), each canvas within iOS's limit (a
 * halving past it is skipped), and the target last.
 */
export function scaleSteps(source: Size, target: Size): Size[] {
  const steps: Size[] = []
  let current = source
  while (current.width / 2 >= target.width && current.height / 2 >= target.height) {
    current = { width: Math.round(current.width / 2), height: Math.round(current.height / 2) }
    if (current.width * current.height <= maxCanvasPixels) steps.push(current)
  }
  steps.push(target)
  return steps
}
