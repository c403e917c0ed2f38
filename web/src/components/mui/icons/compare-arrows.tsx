import { createSvgIcon } from '@mui/material/SvgIcon'

export const CompareArrowsIcon = createSvgIcon(
  <path d="M9.01 14H2v2h7.01v3L13 15l-3.99-4zm5.98-1v-3H22V8h-7.01V5L11 9z" />,
  'CompareArrows',
)
