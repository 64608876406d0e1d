/** Splits `Name <address>` into its parts; a bare address has no name. */
export const parseAddress = (value: string): { name: string; address: string } => {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value)
  if (match) return { name: match[1].replace(/^"|"$/g, ''), address: match[2].trim() }
  return { name: '', address: value.trim() }
}
