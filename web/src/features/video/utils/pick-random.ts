/** One item chosen uniformly at random; `random` is injectable so tests can choose. */
export function pickRandom<T>(
  items: readonly T[],
  random: () => number = Math.random,
): T | undefined {
  if (items.length === 0) return undefined
  const index = Math.min(items.length - 1, Math.floor(random() * items.length))
  return items[index]
}
