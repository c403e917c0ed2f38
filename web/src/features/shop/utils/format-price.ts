const amount = new Intl.NumberFormat('es-MX', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** "$3,499.00": the store's currency symbol before the amount, in cents. */
export function formatPrice(value: number, symbol: string): string {
  return `${symbol}${amount.format(value)}`
}
