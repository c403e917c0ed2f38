import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react'
import { errorMessage } from './error-messages'

export type Loaded<T> = {
  /** null until the first load succeeds */
  data: T | null
  /** the last load's failure, in Spanish; null after a success */
  error: string | null
  loading: boolean
  /** Loads again; a failure keeps what was shown, with its error. */
  reload: () => Promise<void>
  /** What a successful load does: shows this and clears the error. */
  setLoaded: (data: T) => void
  /** Changes what is shown in place (the database answered a change). */
  update: Dispatch<SetStateAction<T | null>>
}

/**
 * Something of the couple's loaded when a room opens (an answer that arrives once the room has
 * closed is dropped) and again on demand. `load` is read once, when the room opens.
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [read] = useState(() => load)
  const [data, setData] = useState<T | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(true)

  // What an answer does to the room, unless the room closed meanwhile (`live`).
  const settle = useCallback(
    (answer: Promise<T>, live: () => boolean) =>
      answer.then(
        (loaded) => {
          if (!live()) return
          setData(loaded)
          setError(null)
          setLoading(false)
        },
        (failure: unknown) => {
          if (!live()) return
          setError(errorMessage(failure))
          setLoading(false)
        },
      ),
    [],
  )

  useEffect(() => {
    let live = true
    void settle(read(), () => live)
    return () => {
      live = false
    }
  }, [settle, read])

  const reload = useCallback(async () => {
    setLoading(true)
    await settle(read(), () => true)
  }, [settle, read])

  const setLoaded = useCallback((loaded: T) => {
    setData(loaded)
    setError(null)
  }, [])

  return { data, error, loading, reload, setLoaded, update: setData }
}
