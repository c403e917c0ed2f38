// Plain code, without React or the content store, so the command line reads texts as the site does.

export type Texts<Defaults> = { [Key in keyof Defaults]: string }

/** The couple's wording where they wrote one; the default wherever a field is missing or blank. */
export function withDefaultTexts<Defaults extends Record<string, string>>(
  defaults: Defaults,
  written: Partial<Record<string, string | null>> | null | undefined,
): Texts<Defaults> {
  const texts = { ...defaults } as Texts<Defaults>
  for (const key of Object.keys(defaults) as (keyof Defaults & string)[]) {
    const value = written?.[key]
    if (typeof value === 'string' && value.trim()) texts[key] = value
  }
  return texts
}
