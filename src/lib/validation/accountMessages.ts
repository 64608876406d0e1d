/** Account messages the screens need without loading zod (e.g. to tell a wrong password from a lost session). */
export const currentPasswordRequiredMessage = 'Current password is required'
export const currentPasswordIncorrectMessage = 'Current password is incorrect'
