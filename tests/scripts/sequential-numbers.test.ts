import { describe, expect, it } from 'vitest'
import {
  sequentialRuns,
  sequentialWarningEnglish,
  sequentialWarningSpanish,
} from '../../web/src/lib/guest-csv/sequential-numbers'
import { planImport } from '../../web/src/lib/guest-csv/plan-import'
import type { ValidInvitation } from '../../web/src/lib/guest-csv/validate-invitations'

const row = (humanKey: string, line = 2): ValidInvitation => ({
  line,
  humanKey,
  familyName: `Familia ${humanKey}`,
  familyChief: null,
  availableTickets: 2,
})

describe('sequential invitation numbers', () => {
  it('finds a run of numbers one apart', () => {
    expect(sequentialRuns(['003', '001', '002'])).toEqual([['001', '002', '003']])
  })

  it('counts letters after digits, so ABC and ABD follow each other', () => {
    expect(sequentialRuns(['ABC', 'K7W', 'ABD'])).toEqual([['ABC', 'ABD']])
  })

  it('reads all-digit numbers in decimal too, so 009 and 010 follow each other', () => {
    expect(sequentialRuns(['009', '010'])).toEqual([['009', '010']])
  })

  it('finds a chosen number next to one already in use', () => {
    expect(sequentialRuns(['015'], ['014', 'K7W'])).toEqual([['014', '015']])
  })

  it('says nothing of runs among numbers already in use only', () => {
    expect(sequentialRuns(['K7W'], ['001', '002'])).toEqual([])
  })

  it('says nothing of numbers far apart', () => {
    expect(sequentialRuns(['K7W', 'M3Q', '001', '003'])).toEqual([])
  })

  it('words the warning for the couple and for the CLI', () => {
    const runs = [['001', '002']]
    expect(sequentialWarningSpanish(runs)).toMatch(/números seguidos \(001, 002\).*al azar/)
    expect(sequentialWarningEnglish(runs)).toMatch(/sequential invitation numbers \(001, 002\)/)
  })
})

describe('the import plan', () => {
  it('lists the sequential numbers the file chose, not those it drew', () => {
    const plan = planImport([row('101'), row('102', 3), row('', 4)], [], {
      updateExisting: false,
      random: () => 0,
    })
    expect(plan.sequential).toEqual([['101', '102']])
    expect(plan.problems).toEqual([])
  })
})
