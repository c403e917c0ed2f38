import { describe, expect, it } from 'vitest'
import { draftProblem } from '../../../web/src/features/guest-list/invitation/invitation-fields'
import { tableDraftProblem } from '../../../web/src/features/seating/utils/table-draft'

const draft = (familyName: string, familyChief = '') => ({
  familyName,
  familyChief,
  seats: '2',
  phone: '',
})

// what the database refuses: a name made only of a filler, a blank or a joiner
const invisible = ['\u3164', '\u2800', '\u115F', '\uFFA0', '\u200D', '\u034F\u061C']

describe('a name the couple types with nothing visible in it', () => {
  it.each(invisible)('is a problem in the family and its chief before saving (%j)', (name) => {
    expect(draftProblem(draft(name), 1)).toMatch(/solo tiene caracteres invisibles/)
    expect(draftProblem(draft('Familia Paz', name), 1)).toMatch(/solo tiene caracteres invisibles/)
  })

  it.each(invisible)('is a problem in a table’s name before saving (%j)', (name) => {
    expect(tableDraftProblem(name, '8')).toMatch(/caracteres invisibles/)
    expect(tableDraftProblem(`Mesa${name}1`, '8')).toMatch(/caracteres invisibles/)
  })

  it('leaves names with letters and emoji alone', () => {
    expect(draftProblem(draft('Familia Núñez 👨‍👩‍👧', 'Ana ❤️'), 1)).toBeNull()
    expect(tableDraftProblem('Mesa 1️⃣', '8')).toBeNull()
  })
})
