/** A title as part of a download's file name: lower-case ASCII letters, digits and single hyphens, at most `maxLength` long. */
export const fileSlug = (title: string, maxLength: number): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '')
