const embedBase = 'https://player.cloudinary.com/embed/'

type EmbedTarget = { cloudName: string; publicId: string }

/** The cloud-hosted Cloudinary Video Player for one video, starting on its own. */
export function cloudinaryEmbedUrl({ cloudName, publicId }: EmbedTarget): string {
  const params = new URLSearchParams({
    cloud_name: cloudName,
    public_id: publicId,
    'player[autoplay]': 'true',
  })
  return `${embedBase}?${params.toString()}`
}
