import useMediaQuery from '@mui/material/useMediaQuery'

/** Below MUI's `sm`: dialogs fill the screen and the list's actions fold into one menu. */
export const usePhoneScreen = () => useMediaQuery('(max-width:599.95px)')

/** From MUI's `md`: the list is a table and an invitation opens beside it, both at once. */
export const useWideScreen = () => useMediaQuery('(min-width:900px)')
