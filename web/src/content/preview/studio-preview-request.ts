/** The parameter Sanity's Presentation tool adds to every preview address it opens. */
export const studioPreviewParam = 'sanity-preview-perspective'

const rememberedKey = 'boda:studio-preview'

type PreviewWindow = {
  self: unknown
  top: unknown
  opener: unknown
  location: Pick<Location, 'search'>
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>
}

/**
 * Whether the couple's Studio opened this page for its preview: framed by the Presentation tool
 * or opened from it ("open in new tab"), with the parameter it adds. The tab remembers it, so a
 * reload after moving between pages stays in preview. A guest's page never matches, so guests
 * never download the preview code.
 */
export function isStudioPreviewRequest(win: PreviewWindow): boolean {
  const openedByAnotherPage = win.self !== win.top || Boolean(win.opener)
  if (!openedByAnotherPage) return false
  const asked = new URLSearchParams(win.location.search).has(studioPreviewParam)
  try {
    if (asked) win.sessionStorage.setItem(rememberedKey, '1')
    return asked || win.sessionStorage.getItem(rememberedKey) === '1'
  } catch {
    // Storage can be off in a framed page; the parameter alone still decides.
    return asked
  }
}
