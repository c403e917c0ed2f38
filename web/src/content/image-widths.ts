/**
 * The widths, in image pixels, that every content photo is offered at: phones at 1x to 3x and
 * full-bleed desktop banners. Shared by the build, which resizes the embedded photos to them, and
 * the site, which asks Sanity's CDN for the same ones.
 */
export const imageWidths = [320, 640, 960, 1280, 1600, 1920] as const
