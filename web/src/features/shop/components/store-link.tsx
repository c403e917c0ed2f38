import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { isWebUrl } from '../utils/web-url'
import { labels } from '../labels'
import { visuallyHiddenSx } from '../../../components/visually-hidden'

export type StoreLinkProps = {
  store: string | null
  url: string | null
}

/** The registry's own shop, in a new tab: that is where gifts are really bought. */
export function StoreLink({ store, url }: StoreLinkProps) {
  if (!isWebUrl(url)) return null
  return (
    <Button
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      size="large"
      endIcon={<OpenInNewIcon aria-hidden />}
    >
      {labels.goToStore(store)}{' '}
      <Box component="span" sx={visuallyHiddenSx}>
        {labels.opensInNewTab}
      </Box>
    </Button>
  )
}
