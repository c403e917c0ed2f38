export const HEADER_FIXED_THRESHOLD_PX = 80

export function isHeaderFixed(scrollY: number): boolean {
  return scrollY > HEADER_FIXED_THRESHOLD_PX
}
