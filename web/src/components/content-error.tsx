export function ContentError() {
  return (
    <main role="alert" style={{ padding: '3rem 1.5rem', textAlign: 'center' }}>
      <h1>No pudimos cargar la invitación</h1>
      <p>Revisa tu conexión a internet y vuelve a intentarlo.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reintentar
      </button>
    </main>
  )
}
