import documents from 'virtual:embedded-dataset'
import { createGroqSource } from './groq-source'

export const embeddedSource = createGroqSource(documents)
