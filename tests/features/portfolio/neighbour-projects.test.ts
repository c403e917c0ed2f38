import { describe, expect, it } from 'vitest'
import { neighbourProjects } from '../../../web/src/features/portfolio/utils/neighbour-projects'

const numbered = (...numbers: number[]) => numbers.map((number) => ({ number }))
const seven = numbered(1, 2, 3, 4, 5, 6, 7)

function neighbourNumbers(projects: { number: number | null }[], number: number) {
  const neighbours = neighbourProjects(projects, number)
  return neighbours && [neighbours.previous.number, neighbours.next.number]
}

describe('neighbourProjects', () => {
  it('steps to number - 1 and number + 1 in the middle of the portfolio', () => {
    expect(neighbourNumbers(seven, 4)).toEqual([3, 5])
  })

  it('keeps the spec’s links where they fit: Next on the first project is project 2', () => {
    expect(neighbourNumbers(seven, 1)).toEqual([7, 2])
    expect(neighbourNumbers(seven, 2)).toEqual([1, 3])
  })

  it('wraps around from the last project back to project 1', () => {
    expect(neighbourNumbers(seven, 7)).toEqual([6, 1])
  })

  it('skips numbers that no project has any more', () => {
    expect(neighbourNumbers(numbered(1, 2, 5, 6), 2)).toEqual([1, 5])
  })

  it('offers no links when there is no other project or the project is not listed', () => {
    expect(neighbourNumbers(numbered(3), 3)).toBeNull()
    expect(neighbourNumbers(seven, 9)).toBeNull()
  })
})
