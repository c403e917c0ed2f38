// The site's @font-face rules: Spanish subsets of @fontsource's Latin files with metric-matched
// local fallbacks, generated at build time by tooling/fonts.
import 'virtual:web-fonts.css'
