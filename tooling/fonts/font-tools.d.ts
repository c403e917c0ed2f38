// subset-font and fontverter ship no types; these are the calls the build makes.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'sfnt' | 'truetype'
      keepFeatures?: readonly string[]
      noHinting?: boolean
    },
  ): Promise<Buffer>
}

declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, format: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer>
  }
  export default fontverter
}
