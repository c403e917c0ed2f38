import { createSvgIcon } from '@mui/material/SvgIcon'

export const DeleteOutlinedIcon = createSvgIcon(
  <path d="M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z" />,
  'DeleteOutlined',
)
