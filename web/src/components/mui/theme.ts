import { createTheme } from '@mui/material/styles'

// The font stacks are base.css's, read where they are written: the web font, then its
// metric-matched fallbacks. MUI sets buttons in capitals, which take the capitals fallback.
const serif = 'var(--font-serif)'
const sans = 'var(--font-sans)'
const sansCaps = 'var(--font-sans-caps)'

export const theme = createTheme({
  palette: {
    primary: { main: '#2f4a3a', contrastText: '#ffffff' },
    secondary: { main: '#8a4b4b', contrastText: '#ffffff' },
    background: { default: '#faf6f0', paper: '#ffffff' },
    text: { primary: '#2b2b2b', secondary: '#55524d' },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: sans,
    h1: { fontFamily: serif, fontWeight: 600, fontSize: 'clamp(2.6rem, 9vw, 5rem)' },
    h2: { fontFamily: serif, fontWeight: 600, fontSize: 'clamp(2rem, 6vw, 3rem)' },
    h3: { fontFamily: serif, fontWeight: 600, fontSize: 'clamp(1.5rem, 4vw, 2rem)' },
    h4: { fontFamily: serif, fontWeight: 500 },
    subtitle1: { fontFamily: serif, fontStyle: 'italic', fontSize: '1.3rem' },
    button: { fontFamily: sansCaps, fontWeight: 600, letterSpacing: '0.06em' },
  },
  components: {
    // Subtitles are paragraphs, not headings: MUI's default h6 breaks the heading outline.
    MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollBehavior: 'auto' },
        img: { maxWidth: '100%', height: 'auto' },
        'a:focus-visible, button:focus-visible': { outline: '3px solid #c58b3c', outlineOffset: 2 },
      },
    },
  },
})
