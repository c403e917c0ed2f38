import { defaultTableSeats } from '../../web/src/lib/guest-csv/plan-seating'

export type CommandName = 'import' | 'export' | 'summary' | 'reset-answer' | 'deadline'

const backends = `Where: the embedded database (.data/rsvp, or the folder in RSVP_DATA_DIR) unless
SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are both set; then the Supabase project.
With npm start or npm run dev running on the embedded database, the commands go through it.`

const exits =
  'Exit codes: 0 done, 1 a problem with the file or the data, 2 a mistake in the command.'

export const generalHelp = `Guest-list tools for the RSVP database.

  npm run guests:import -- <file.csv> [--dry-run] [--update-existing]
  npm run guests:export -- [--out <file.csv>] [--history | --people | --meals | --by-table]
                         [--excel] [--time-zone <zone>]
  npm run guests:summary
  npm run guests:reset-answer -- <number>
  npm run guests:deadline -- [<YYYY-MM-DD>] [--invitation <number> [--general]]

${backends}

Add --help after a command for its details, e.g. npm run guests:import -- --help.
${exits}
`

export const commandHelp: Record<CommandName, string> = {
  import: `Adds the invitations of a CSV file to the guest list.

  npm run guests:import -- <file.csv> [--dry-run] [--update-existing]

The first line names the columns: human_key,family_name,family_chief,available_tickets, or
the Spanish Número,Familia,Jefe de familia,Lugares (any order, case or accents; extra columns
such as those of an export are ignored). Commas, semicolons or tabs; UTF-8 with or without a
byte-order mark. A leading apostrophe that an export put before a formula-like or number-like
value is taken off again.

A row without a number that names a family already in the list (accents and case aside) is
that family, so importing the same file twice adds nothing. Two rows, or a new row and an
existing family, with the same name are listed as warnings; the import goes ahead.

  human_key          the invitation number: 3 letters or digits, e.g. 001 or A12;
                     numbers keep their leading zeros (001, not 1). Leave it empty and
                     the import draws a random one, e.g. K7W: 3 characters from
                     23456789ABCDEFGHJKMNPQRSTUVWXYZ (no 0/O, 1/I/L to mix up), never
                     in use. Random numbers matter: the number is all a guest needs to
                     read and change a family's answer, and with 001, 002, 003 … the
                     family holding 014 could simply try 013 and 015 (the import
                     warns about chosen numbers that follow each other).
  family_name        required, e.g. Familia García Hernández
  family_chief       optional
  available_tickets  a whole number from 1 to 50
  phone              optional (Teléfono): 10 digits, or + and the country code; an empty
                     cell clears the stored phone, and without the column it stays.
  events             optional (Eventos): the titles of the events the family is invited to,
                     as in the Studio, separated by commas or semicolons; empty for all of
                     them. Without the column the stored events stay as they are.
  table_name         optional (Mesa): seats the invitation at this table by name, creating a
                     table that does not exist yet with ${defaultTableSeats} seats; an empty cell (or no
                     such column) leaves the seating as it is. Needs no --update-existing.

Every row is checked first. If any row has a problem, the report lists each one (line, column,
problem) and nothing is written. Otherwise all rows are written together.

  --dry-run          check the file and show what would change, without writing
  --update-existing  invitations already in the list get the file's family_name, family_chief,
                     available_tickets, phone and events; their answers are never touched,
                     and tickets cannot drop below what the family already confirmed. Without this
                     option a row that would change an existing invitation is a problem
                     (an identical one is simply up to date).
  --help             this text

${backends}
${exits}
`,
  export: `Writes every invitation and its answer as CSV.

  npm run guests:export -- [--out <file.csv>] [--history | --people | --meals | --by-table]
                         [--excel] [--time-zone <zone>]

Columns: human_key, family_name, family_chief, available_tickets, phone, events (the
titles of the events the family is invited to, empty for all), table_name (the family's
table, empty while not seated), will_attend (sí, no, or empty while unanswered),
confirmed_tickets, confirmed_at (2026-11-23 15:04, the wedding's
local time). A cell that starts with = + - @, a tab or a carriage return gets a leading
apostrophe, so no spreadsheet runs it as a formula; the import takes it off again.

  --out <file.csv>   write to this file instead of the screen
  --history          every answer ever given instead (human_key, family_name, will_attend,
                     confirmed_tickets, answered_at, changed_by), oldest first; changed_by
                     is guest (through the invitation number), couple (reset-answer, the
                     dashboard) or couple_restore (the dashboard's undo of an attack), and
                     a cleared answer has an empty will_attend
  --people           one row per confirmed seat of every accepted answer instead, for the
                     caterer and the venue (human_key, family_name, name, age, meal,
                     meal_details, events), by invitation number and in each family's
                     order, in the couple's words from «Preguntas de la confirmación»: the
                     meals' labels and the events' titles (a key no longer there as
                     itself), the form's «Adulto» or «Niña o niño» and «Sin preferencia»;
                     a seat without a name is «Invitado 2 · Familia …», one nobody
                     described says «Sin datos». Always with a byte-order mark
  --meals            how many people eat each meal instead (meal, people): every choice,
                     «Sin preferencia», «Sin datos» and the total, which is the number of
                     people attending. Always with a byte-order mark
  --by-table         one row per confirmed seat by table instead, for the venue (table_name,
                     human_key, family_name, name, age, meal, meal_details): the head table
                     first, then the tables as created, then «Sin mesa»; by family within
                     a table. Always with a byte-order mark
  --by-table --meals the kitchen's count instead: a row per table (table_name, people, then
                     one column per meal, as --meals counts them) and a Total row
  --excel            for spreadsheets: a byte-order mark (Excel then reads UTF-8, accents
                     intact), CRLF, still commas (Excel's list separator in Mexican
                     Spanish), and numbers such as 001 or 5E3 written as '001 so they stay text
  --time-zone <zone> dates in this IANA zone (default: siteSettings.timeZone of the content,
                     else America/Mexico_City)
  --help             this text

The content is the site's: the Sanity project of VITE_SANITY_PROJECT_ID (from the shell or
.env, as the build reads it), else the embedded dataset content/data.ndjson.

Printing to the screen through npm adds npm's own lines; to redirect into a file use --out, or
npm run --silent guests:export > file.csv.

${backends}
${exits}
`,
  summary: `Prints how the answers stand.

  npm run guests:summary

Invitations, answered (attending invitations and tickets, declined), pending, and the total of
available tickets.

${backends}
${exits}
`,
  'reset-answer': `Clears an invitation's answer, so the family can answer again.

  npm run guests:reset-answer -- <number>

For an answer sent by mistake, or by someone who should not have had the number. It works
even after the modification deadline, when guests can no longer change their answer. The
history keeps the old answer and records the clearing as the couple's (export --history).

${backends}
${exits}
`,
  deadline: `Shows or sets the last day a family that answered may change its answer.

  npm run guests:deadline                                    show the dates
  npm run guests:deadline -- 2025-10-20                      set the general date
  npm run guests:deadline -- 2025-10-25 --invitation 014     give 014 its own date
  npm run guests:deadline -- --invitation 014 --general      014 follows the general date again

Answers may change until midnight UTC at the start of the date. A family that never answered
may still answer after it. The dashboard sets the same dates («Fecha límite para cambios», and
in each invitation); the database records every change and who made it.

${backends}
${exits}
`,
}
