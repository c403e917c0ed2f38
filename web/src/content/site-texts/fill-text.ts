/**
 * Puts values into a text's `{name}` slots: "Mostrar opciones de {title}". One pass with a
 * function, so a value is never scanned again nor read as a replacement pattern (`$&`).
 */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : slot,
  )
}
