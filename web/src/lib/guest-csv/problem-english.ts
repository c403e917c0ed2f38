import { requiredImportColumns } from './columns'
import { separatorNames } from './detect-separator'
import { spanishColumnNames } from './header-names'
import { renderProblem, type ProblemDetail, type ProblemWording } from './problem'

const spanishHeader = requiredImportColumns.map((column) => spanishColumnNames[column]).join(',')

/** The developer CLI's wording (npm run guests:import). */
const english: ProblemWording = {
  'workbook-not-csv': () =>
    'This is a spreadsheet workbook (.xlsx), not a CSV file. In Excel use File → Save As → ' +
    '"CSV UTF-8 (Comma delimited)"; in Google Sheets, File → Download → CSV.',
  'not-utf8': () =>
    'The file is not UTF-8 text, so accents (García, Muñoz) would come out wrong. In Excel ' +
    'save it as "CSV UTF-8 (Comma delimited)"; in LibreOffice tick "Edit filter settings" ' +
    'and choose the character set Unicode (UTF-8).',
  'empty-file': () => 'The file is empty.',
  'no-invitations': () => 'There are no invitations below the header line.',
  'quote-not-closed': () =>
    'A double quote (") is opened and never closed before the end of the file.',
  'quote-inside-value': () =>
    'A double quote (") in the middle of a value. Inside a quoted value write it twice (""), ' +
    'or leave the quotes out.',
  'unreadable-csv': ({ reason }) => `The file cannot be read as CSV: ${reason}`,
  'header-not-found': ({ expected, found }) =>
    `The first line must be the header ${expected} (or the Spanish ${spanishHeader}), ` +
    `with optional phone, events and table_name columns, but it reads: ${found}`,
  'header-columns-missing': ({ expected, missing }) =>
    `The header must name the columns ${expected}; missing: ${missing.join(', ')}.`,
  'column-repeated': () => 'This column appears more than once.',
  'row-value-count': ({ values, columns, separator }) =>
    `This row has ${values} values but the header has ${columns} columns ` +
    `(separated by ${separatorNames[separator]}). A name that contains the separator ` +
    'must be inside double quotes.',
  'number-lost-zeros': ({ key }) =>
    `"${key}" looks like ${key.padStart(3, '0')} without its leading zeros (Excel drops them ` +
    `from numbers). Write ${key.padStart(3, '0')}, and format the human_key column as Text ` +
    'in Excel before typing the numbers so they stay as written.',
  'number-invalid': ({ raw }) =>
    `"${raw}" is not an invitation number: 3 letters (A–Z, no accents) or digits, e.g. 001 or A12.`,
  'number-repeated': ({ key, firstLine }) =>
    `${key} is already on line ${firstLine}; each invitation number may appear once.`,
  'family-empty': () => 'Empty. Write the family name, e.g. Familia García.',
  'only-invisible': () =>
    'Holds only invisible characters (a Hangul filler, a Braille blank, a zero-width or ' +
    'direction mark, as pasted from a chat), which no list shows. Write the name in letters.',
  'seats-empty': ({ max }) => `Empty. Write how many seats the invitation holds, 1 to ${max}.`,
  'seats-not-whole': ({ value, max }) => `"${value}" is not a whole number from 1 to ${max}.`,
  'seats-out-of-range': ({ seats, max }) => `${seats} is not between 1 and ${max}.`,
  'phone-invalid': ({ raw }) =>
    `"${raw}" is not a phone number: write 10 digits (55 1234 5678) or, from another country, ` +
    '+ and the country code (+1 415 555 0100). Leave it empty when unknown.',
  'event-unknown': ({ title, known }) =>
    known.length === 0
      ? `"${title}" is not an event: «Preguntas de la confirmación» asks about no events in the ` +
        'Studio. Leave the events column empty (the family is invited to everything).'
      : `"${title}" is not one of the events of «Preguntas de la confirmación» ` +
        `(${known.map((event) => `"${event}"`).join(', ')}). Write the titles as in the Studio, ` +
        'separated by commas or semicolons, or leave the cell empty to invite the family to all.',
  'table-invalid': ({ raw, max }) =>
    `"${raw}" is not a table's name: 1 to ${max} visible characters on one line, e.g. Mesa 4. ` +
    'Leave it empty to keep the seating as it is.',
  'invitation-exists': ({ key, familyName }) =>
    `Invitation ${key} already exists (${familyName}). Remove the row, ` +
    'or run again with --update-existing to update its name, chief, tickets, phone and events.',
  'seats-below-confirmed': ({ key, confirmed }) =>
    `Invitation ${key} has already confirmed ${confirmed} ` +
    `tickets, so available_tickets cannot go below ${confirmed}.`,
  'family-exists': ({ key, familyName }) =>
    `${familyName} is already in the list as invitation ${key}, with other details. Run again ` +
    'with --update-existing to update it, or write a number to add another family of that name.',
  'family-ambiguous': ({ familyName, keys }) =>
    `The list has ${keys.length} families named ${familyName} (${keys.join(', ')}). ` +
    'Write the number of the one this row is about.',
  'name-repeated': ({ familyName, firstLine }) =>
    `${familyName} is also on line ${firstLine}: two invitations for the same family?`,
  'name-exists': ({ familyName, keys }) =>
    `The list already has ${familyName} (${keys.join(', ')}); this row adds another one.`,
}

export const problemInEnglish = (detail: ProblemDetail) => renderProblem(english, detail)
