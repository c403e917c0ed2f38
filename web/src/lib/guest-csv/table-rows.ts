import {
  mealCounts,
  seatRows,
  type FamilySeats,
  type PeopleLabels,
  type SeatRow,
} from './people-rows'

/** A person of an invitation seated away from the family's table (1 = the answer's first). */
export type PersonTableEntry = { position: number; tableName: string }

/** An invitation with its people and where they sit. */
export type SeatedFamily = FamilySeats & {
  /** the family's table; null: not seated */
  tableName: string | null
  personTables: readonly PersonTableEntry[]
}

/** What the venue's lists say for the confirmed people of no table. */
export const noTable = 'Sin mesa'

/** One confirmed seat and its table (null: none yet). */
export type TableSeatRow = SeatRow & { tableName: string | null }

const spanish = new Intl.Collator('es', { sensitivity: 'base', numeric: true })

/**
 * Orders table names as the couple's seating lists them (tables: head table first, then as
 * created), a name it does not know after them, and no table last.
 */
function tableRank(tables: readonly string[]) {
  const ranks = new Map(tables.map((name, index) => [name.toLowerCase(), index]))
  return (name: string | null) =>
    name === null ? Number.MAX_SAFE_INTEGER : (ranks.get(name.toLowerCase()) ?? tables.length)
}

/**
 * One row per confirmed seat of every accepted answer (as the people export counts them), with its
 * table: the person's own when seated apart, else the family's. By table (tables: the couple's
 * order, head table first), then by family name, then in the family's order.
 */
export function tableSeatRows(
  families: readonly SeatedFamily[],
  tables: readonly string[],
  labels: PeopleLabels,
): TableSeatRow[] {
  const rank = tableRank(tables)
  const rows = families.flatMap((family) =>
    seatRows([family], labels).map((seat, index) => ({
      ...seat,
      tableName:
        family.personTables.find((apart) => apart.position === index + 1)?.tableName ??
        family.tableName,
    })),
  )
  const order = new Map(rows.map((row, index) => [row, index]))
  return rows.sort(
    (a, b) =>
      rank(a.tableName) - rank(b.tableName) ||
      spanish.compare(a.tableName ?? '', b.tableName ?? '') ||
      spanish.compare(a.familyName, b.familyName) ||
      (a.humanKey < b.humanKey ? -1 : a.humanKey > b.humanKey ? 1 : 0) ||
      (order.get(a) ?? 0) - (order.get(b) ?? 0),
  )
}

/** The people of one table, and how many eat each meal (in the order of the summary's meals). */
export type TableMeals = { table: string; people: number; meals: number[] }

/** The kitchen's count: a row per table, a column per meal, and the totals. */
export type TableMealSummary = {
  meals: string[]
  tables: TableMeals[]
  total: Omit<TableMeals, 'table'>
}

/**
 * How many people eat each meal at each table: every table of the couple's (an empty one counts
 * zero), then «Sin mesa» when confirmed people are not seated yet. The meals are those of the
 * caterer's summary (mealCounts: every choice, then «Sin preferencia», and «Sin datos» when a
 * seat is not described), and each table's counts add up to its people.
 */
export function tableMealSummary(
  families: readonly SeatedFamily[],
  tables: readonly string[],
  labels: PeopleLabels,
): TableMealSummary {
  const meals = [...new Set(mealCounts(families, labels).map((meal) => meal.label))]
  const column = new Map(meals.map((label, index) => [label, index]))
  const byTable = new Map<string | null, TableMeals>(
    tables.map((name) => [
      name.toLowerCase(),
      { table: name, people: 0, meals: meals.map(() => 0) },
    ]),
  )
  for (const seat of tableSeatRows(families, tables, labels)) {
    const key = seat.tableName?.toLowerCase() ?? null
    const row = byTable.get(key) ?? {
      table: seat.tableName ?? noTable,
      people: 0,
      meals: meals.map(() => 0),
    }
    row.people += 1
    const meal = column.get(seat.meal) ?? 0
    row.meals[meal] = (row.meals[meal] ?? 0) + 1
    byTable.set(key, row)
  }
  const rows = [...byTable.values()]
  return {
    meals,
    tables: rows,
    total: {
      people: rows.reduce((sum, row) => sum + row.people, 0),
      meals: meals.map((_, index) => rows.reduce((sum, row) => sum + (row.meals[index] ?? 0), 0)),
    },
  }
}
