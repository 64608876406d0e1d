/** The rows of a CSV file (RFC 4180: quoted cells may hold commas and doubled quotes), each as its cells. */
export const csvRows = (text: string): string[][] =>
  text
    .replace(/\r\n$/, '')
    .split('\r\n')
    .map((line) => Array.from(line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g), ([, cell]) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell)))
