import { OpenInNewIcon } from '../../../components/mui/icons/open-in-new'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { isWebUrl } from '../utils/web-url'
import { fillText } from '../../../content/site-texts/fill-text'
import { useSiteTexts } from '../../../content/use-site-texts'
import { shopTextDefaults } from '../../../content/site-texts/shop'
import { visuallyHiddenSx } from '../../../components/visually-hidden'

export type StoreLinkProps = {
  store: string | null
  url: string | null
}

/** The registry's own shop, in a new tab: that is where gifts are really bought. */
export function StoreLink({ store, url }: StoreLinkProps) {
  const labels = useSiteTexts('shop', shopTextDefaults)
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
      {store ? fillText(labels.goToStoreNamed, { store }) : labels.goToStore}{' '}
      <Box component="span" sx={visuallyHiddenSx}>
        {labels.opensInNewTab}
      </Box>
    </Button>
  )
}
