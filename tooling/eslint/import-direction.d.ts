import type { ESLint } from 'eslint'

export const importDirection: ESLint.Plugin
