/** Hands the couple a file, as the browser's download: CSV text unless told otherwise. */
export function downloadFile(
  content: string | Uint8Array<ArrayBuffer>,
  fileName: string,
  type = 'text/csv;charset=utf-8',
) {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
