// the browser build carries its own Buffer, so the couple's dashboard runs these same rules
import { CsvError, parse } from 'csv-parse/browser/esm/sync'
import {
  importColumns,
  requiredImportColumns,
  type ImportColumn,
  type OptionalImportColumn,
  type RequiredImportColumn,
} from './columns'
import { detectSeparator, type Separator } from './detect-separator'
import { importColumnNamed } from './header-names'
import { wholeFile, type Problem } from './problem'
import { unguardCell } from './spreadsheet-guard'

/** A data row as written, before validation; an optional column the file leaves out is absent. */
export type RawRow = {
  line: number
  values: Record<RequiredImportColumn, string> & Partial<Record<OptionalImportColumn, string>>
}

export type ReadResult = {
  separator: Separator
  rows: RawRow[]
  /** Header columns the import does not use, such as the answers of an exported file. */
  ignoredColumns: string[]
  problems: Problem[]
}

type ParsedRecord = { record: string[]; info: { lines: number } }

export function readInvitationRows(text: string): ReadResult {
  // one line ending everywhere keeps csv-parse's line count right for Windows files
  const normalized = text.replace(/\r\n?/g, '\n')
  const separator = detectSeparator(normalized)
  const result: ReadResult = { separator, rows: [], ignoredColumns: [], problems: [] }

  let records: ParsedRecord[]
  try {
    records = parse(normalized, {
      delimiter: separator,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as ParsedRecord[]
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    result.problems.push(csvErrorProblem(error))
    return result
  }

  const [header, ...data] = records
  if (!header) {
    result.problems.push(wholeFile({ code: 'empty-file' }))
    return result
  }
  const positions = readHeader(header, separator, result)
  if (!positions) return result

  for (const { record, info } of data) {
    if (record.every((value) => value.trim() === '')) continue
    const line = startLine(record, info.lines)
    const extra = record.slice(header.record.length)
    if (record.length < header.record.length || extra.some((value) => value.trim() !== '')) {
      result.problems.push({
        line,
        column: null,
        code: 'row-value-count',
        values: record.length,
        columns: header.record.length,
        separator,
      })
      continue
    }
    const values = Object.fromEntries(
      importColumns
        .filter((column) => positions[column] !== -1)
        .map((column) => [column, unguardCell(record[positions[column]] ?? '')]),
    ) as RawRow['values']
    result.rows.push({ line, values })
  }
  return result
}

function readHeader(
  header: ParsedRecord,
  separator: Separator,
  result: ReadResult,
): Record<ImportColumn, number> | null {
  const names = header.record.map((name) => name.trim())
  const columns = names.map(importColumnNamed)
  const line = startLine(header.record, header.info.lines)
  const missing = requiredImportColumns.filter((column) => !columns.includes(column))
  const expected = requiredImportColumns.join(separator)
  if (missing.length === requiredImportColumns.length) {
    result.problems.push({
      line,
      column: null,
      code: 'header-not-found',
      expected,
      found: header.record.join(separator),
    })
  } else if (missing.length > 0) {
    result.problems.push({
      line,
      column: null,
      code: 'header-columns-missing',
      expected,
      missing,
    })
  }
  const repeated = importColumns.filter(
    (column) => columns.indexOf(column) !== columns.lastIndexOf(column),
  )
  for (const column of repeated) {
    result.problems.push({ line, column, code: 'column-repeated' })
  }
  if (result.problems.length > 0) return null
  result.ignoredColumns = names.filter((name, index) => name !== '' && columns[index] === null)
  // an optional column the header leaves out is at -1
  return Object.fromEntries(
    importColumns.map((column) => [column, columns.indexOf(column)]),
  ) as Record<ImportColumn, number>
}

/** csv-parse counts the line a record ends on; a quoted value may span several. */
function startLine(record: string[], endLine: number): number {
  const breaks = record.reduce((count, value) => count + (value.match(/\n/g)?.length ?? 0), 0)
  return endLine - breaks
}

function csvErrorProblem(error: CsvError): Problem {
  const line = typeof error.lines === 'number' ? error.lines : null
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
    return {
      line,
      column: null,
      code: 'quote-not-closed',
    }
  }
  if (error.code === 'CSV_INVALID_CLOSING_QUOTE') {
    return {
      line,
      column: null,
      code: 'quote-inside-value',
    }
  }
  return { line, column: null, code: 'unreadable-csv', reason: error.message }
}
