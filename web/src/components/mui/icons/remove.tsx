import { createSvgIcon } from '@mui/material/SvgIcon'

export const RemoveIcon = createSvgIcon(<path d="M19 13H5v-2h14z" />, 'Remove')
