/**
 * Where Debian puts the local fonts the fallback faces stand on: fonts-liberation (Times New
 * Roman's and Arial's metrics, which Debian's chromium pulls in) and fonts-noto-core and
 * fonts-roboto-unhinted (Android's Noto Serif and Roboto, which CI installs).
 */
export const systemFontFiles = {
  classic: {
    serif: {
      normal: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
      italic: '/usr/share/fonts/truetype/liberation/LiberationSerif-Italic.ttf',
    },
    sans: {
      normal: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
      italic: '/usr/share/fonts/truetype/liberation/LiberationSans-Italic.ttf',
    },
  },
  android: {
    serif: {
      normal: '/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf',
      italic: '/usr/share/fonts/truetype/noto/NotoSerif-Italic.ttf',
    },
    sans: {
      normal: '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf',
      italic: '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Italic.ttf',
    },
  },
} as const
