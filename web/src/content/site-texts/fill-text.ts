/** Puts values into a text's `{name}` slots: "Mostrar opciones de {title}". */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  )
}
