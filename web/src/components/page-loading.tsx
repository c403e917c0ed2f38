export function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ padding: '3rem 1.5rem', textAlign: 'center' }}>
      Cargando…
    </div>
  )
}
