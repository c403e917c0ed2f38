/**
 * `work(0)` to `work(total - 1)`, `lanes` at a time: each lane takes the next index as soon as
 * its own work is done, so a slow item holds back only its lane. `lane` says which lane runs it.
 */
export async function inTurns(
  total: number,
  lanes: number,
  work: (index: number, lane: number) => Promise<void>,
): Promise<void> {
  let next = 0
  const lane = async (_: unknown, laneIndex: number) => {
    while (next < total) await work(next++, laneIndex)
  }
  await Promise.all(Array.from({ length: lanes }, lane))
}
