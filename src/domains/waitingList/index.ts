/** The waiting list: joining it, the person's own link to confirm, change or remove their entry, and staff announcements. */
export { confirmEntry, findEntry, removeEntry, setEntryMail, updateEntryDetails } from './entries'
export { entryToken, readEntryToken } from './entryLinks'
export { sendAnnouncement, type SendOutcome } from './announcements'
