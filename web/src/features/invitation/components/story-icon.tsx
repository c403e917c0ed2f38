import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome'
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined'
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder'
import LocalFloristOutlinedIcon from '@mui/icons-material/LocalFloristOutlined'
import WineBarOutlinedIcon from '@mui/icons-material/WineBarOutlined'

const icons = {
  heart: FavoriteBorderIcon,
  rings: DiamondOutlinedIcon,
  star: AutoAwesomeIcon,
  flower: LocalFloristOutlinedIcon,
  toast: WineBarOutlinedIcon,
}

export function StoryIcon({ name }: { name: string | null }) {
  const Icon = icons[name as keyof typeof icons] ?? FavoriteBorderIcon
  return <Icon aria-hidden sx={{ fontSize: 36, color: 'secondary.main' }} />
}
