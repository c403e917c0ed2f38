/** The columns an import reads, in the order the header usually lists them. */
export const importColumns = [
  'human_key',
  'family_name',
  'family_chief',
  'available_tickets',
] as const

export type ImportColumn = (typeof importColumns)[number]
