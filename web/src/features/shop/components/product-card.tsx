import { AddShoppingCartIcon } from '../../../components/mui/icons/add-shopping-cart'
import { CompareArrowsIcon } from '../../../components/mui/icons/compare-arrows'
import { FavoriteIcon } from '../../../components/mui/icons/favorite'
import { FavoriteBorderIcon } from '../../../components/mui/icons/favorite-border'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ContentImage } from '../../../components/content-image'
import type { ShopProduct } from '../utils/product'
import { fillText } from '../../../content/site-texts/fill-text'
import { useSiteTexts } from '../../../content/use-site-texts'
import { shopTextDefaults } from '../../../content/site-texts/shop'
import { ProductPrice } from './product-price'

export type ProductCardProps = {
  product: ShopProduct
  symbol: string
  inWishlist: boolean
  inCompare: boolean
  onAddToCart: () => void
  onToggleWishlist: () => void
  onCompare: () => void
}

export function ProductCard(props: ProductCardProps) {
  const labels = useSiteTexts('shop', shopTextDefaults)
  const { product, symbol, inWishlist, inCompare } = props
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 2,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 1,
      }}
    >
      <ContentImage
        image={product.image}
        width={480}
        sizes="(min-width: 1200px) 238px, (min-width: 1080px) calc(25vw - 62px), (min-width: 816px) calc(33.4vw - 64px), (min-width: 536px) calc(50vw - 60px), calc(100vw - 64px)"
        sx={{ width: '100%', aspectRatio: '1', objectFit: 'contain', bgcolor: '#f1e7df' }}
      />
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.4rem' }}>
        {product.name}
      </Typography>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 'auto' }}
      >
        <ProductPrice product={product} symbol={symbol} />
        <Stack direction="row">
          <IconButton
            aria-label={fillText(labels.wishlistToggle, { name: product.name })}
            aria-pressed={inWishlist}
            color="secondary"
            onClick={props.onToggleWishlist}
          >
            {inWishlist ? <FavoriteIcon /> : <FavoriteBorderIcon />}
          </IconButton>
          <IconButton
            aria-label={fillText(labels.compare, { name: product.name })}
            color={inCompare ? 'primary' : 'default'}
            onClick={props.onCompare}
          >
            <CompareArrowsIcon />
          </IconButton>
        </Stack>
      </Stack>
      <Button
        variant="contained"
        startIcon={<AddShoppingCartIcon aria-hidden />}
        aria-label={fillText(labels.addToCartFor, { name: product.name })}
        onClick={props.onAddToCart}
      >
        {labels.addToCart}
      </Button>
    </Box>
  )
}
