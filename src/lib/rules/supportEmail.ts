/** Where learners can write to the programme team directly. */
export const supportEmail = 'support@solvingtech.example'
