/** A link as written on paper, without the https:// that nobody types. */
export function shortLink(link: string): string {
  return link.replace(/^https?:\/\//, '')
}
