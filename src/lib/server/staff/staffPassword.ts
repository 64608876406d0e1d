/** Staff passwords open /admin, so they are longer than learners': checked on every way one is set. */
export const staffPasswordMinLength = 12

export const staffPasswordTooShortMessage = `Staff passwords must be at least ${staffPasswordMinLength} characters long.`

export const isStaffPasswordLongEnough = (password: string): boolean => password.length >= staffPasswordMinLength
