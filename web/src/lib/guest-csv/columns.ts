/** The columns every import names, in the order the header usually lists them. */
export const requiredImportColumns = [
  'human_key',
  'family_name',
  'family_chief',
  'available_tickets',
] as const

/**
 * Columns a file may leave out: without one, the import leaves what is stored alone (a new
 * invitation has no phone and is invited to every event).
 */
export const optionalImportColumns = ['phone', 'events'] as const

/** Every column an import reads, in the order the header usually lists them. */
export const importColumns = [...requiredImportColumns, ...optionalImportColumns] as const

export type ImportColumn = (typeof importColumns)[number]
export type RequiredImportColumn = (typeof requiredImportColumns)[number]
export type OptionalImportColumn = (typeof optionalImportColumns)[number]
