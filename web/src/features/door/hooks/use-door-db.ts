import { useEffect, useState } from 'react'
import { openDoorDb, type DoorDatabase } from '../store/door-db'

/** The door's IndexedDB database, opened once the page is in the browser. */
export function useDoorDb(): DoorDatabase | null {
  const [db, setDb] = useState<DoorDatabase | null>(null)
  useEffect(() => {
    let open: DoorDatabase | null = null
    let current = true
    void openDoorDb().then((opened) => {
      open = opened
      if (current) setDb(opened)
      else opened.close()
    })
    return () => {
      current = false
      open?.close()
    }
  }, [])
  return db
}
