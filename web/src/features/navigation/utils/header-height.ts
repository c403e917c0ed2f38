// The CSS reads the same heights from --header-height (base.css) and the topbar's stylesheet.
export const HEADER_HEIGHT = { xs: 64, md: 80 }

export const TOPBAR_HEIGHT = 40
