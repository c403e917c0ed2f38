import type { Rolldown } from 'vite'

/** What the site's client build wrote: its chunks (with their imports) and its assets. */
export type BuildOutput = readonly (Rolldown.OutputChunk | Rolldown.OutputAsset)[]

export type BuildChunk = Rolldown.OutputChunk

export const isChunk = (file: BuildOutput[number]): file is BuildChunk => file.type === 'chunk'
