/**
 * What the signup form asks the person to agree to: shown by the form, and kept with their entry as they agreed to it.
 * A module of its own so the landing page takes this sentence without the validation code.
 */
export const waitingListConsentWording = 'I agree to receive course materials and updates about the programme by email.'
