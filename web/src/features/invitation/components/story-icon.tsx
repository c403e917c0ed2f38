import { AutoAwesomeIcon } from '../../../components/mui/icons/auto-awesome'
import { DiamondOutlinedIcon } from '../../../components/mui/icons/diamond-outlined'
import { FavoriteBorderIcon } from '../../../components/mui/icons/favorite-border'
import { LocalFloristOutlinedIcon } from '../../../components/mui/icons/local-florist-outlined'
import { WineBarOutlinedIcon } from '../../../components/mui/icons/wine-bar-outlined'

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
