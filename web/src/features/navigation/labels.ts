/** The social networks' own names; every other header text is in «Textos del sitio». */
export const networkNames = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  twitter: 'X (Twitter)',
  whatsapp: 'WhatsApp',
  youtube: 'YouTube',
}
