/** "1 persona", "2 personas". */
export function people(count: number): string {
  return `${count} ${count === 1 ? 'persona' : 'personas'}`
}
