import { evaluate, parse } from 'groq-js'
import type { ContentSource } from './content-source'

export function createGroqSource(dataset: readonly object[]): ContentSource {
  return {
    async fetch(query, params) {
      const tree = parse(query, { params })
      const value = await evaluate(tree, { dataset, params })
      return value.get()
    },
  }
}
