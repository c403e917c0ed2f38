/** The template screens' texts, in English exactly as the spec writes them. */
export const authTexts = {
  invalidSubmit: 'Empty field is not allowed!',
  loggedIn: (brand: string) => `You successfully Login on ${brand} !`,
  registered: 'Registration Complete successfully!',
  passwordReset: 'You successfully Login!',
}
