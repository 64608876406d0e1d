/**
 * What the impact report may show without letting anyone's answers be worked out: the rule the screen, the CSV and the
 * PDF all print from. Every figure the report shows for a group (its count, means, change and interval) is a sum over
 * that group's learners, so a figure that is hidden must not be recoverable by adding and taking away the figures that
 * are shown ("All" minus the shown groups, one split minus another, the end's learners minus the follow-up's).
 *
 * 1. A comparison that fewer than 10 learners answered both times shows no figures, only its count.
 * 2. In each split (team size, nation, region, trade) a group of 1 to 4 learners is hidden; while the hidden groups
 *    together hold fewer than 5 learners, the smallest group still shown is hidden too, so "All" minus the groups shown
 *    is always 5 learners or more (every group hidden: the split shows nothing).
 * 3. Then every figure shown, across both comparisons and every split, is checked together: while some sums and
 *    differences of them give the answers of 1 to 4 learners, whole splits are withheld in turn (the follow-up's
 *    before the end's; trade, region and nation before team size; at last the follow-up, then the end, whole) until
 *    they no longer do, and those not needed for that are shown again.
 */

/** A group smaller than this is not shown. */
export const smallestGroupShown = 5

/** A comparison (start to end, start to 90 days on) shows figures only when at least this many answered both times. */
export const minimumCohort = 10

export const smallGroupLabel = `fewer than ${smallestGroupShown}`

/** Why a group of a split is hidden: it is small, or it is hidden with a small one so that one cannot be worked out. */
export type GroupHidden = 'small' | 'alongside'

/** Why a comparison, or one of its splits, shows no figures: too few answered, or its figures would single someone out. */
export type FiguresWithheld = 'tooFew' | 'singlesOut'

/** A respondent as the rule sees them: the comparisons they answered both times, and their group in each split. */
export type SuppressionRespondent<C extends string, S extends string> = { comparisons: readonly C[]; groups: Readonly<Record<S, string>> }

export type SplitSuppression = { withheld: FiguresWithheld | null; groups: Map<string, { count: number; hidden: GroupHidden | null }> }

export type ComparisonSuppression<S extends string> = { count: number; withheld: FiguresWithheld | null; splits: Record<S, SplitSuppression> }

export type Suppression<C extends string, S extends string> = {
  comparisons: Record<C, ComparisonSuppression<S>>
  /** Nobody's answers are held back: the cohort is at least the minimum and no comparison, split or group is hidden. */
  everyoneShown: boolean
}

/** Each split's groups within a comparison: hidden when small, and the smallest others with them until 5 are hidden. */
const splitGroups = (members: readonly number[], groupOf: (member: number) => string): SplitSuppression['groups'] => {
  const groups = new Map<string, { count: number; hidden: GroupHidden | null }>()
  for (const member of members) {
    const group = groupOf(member)
    groups.set(group, { count: (groups.get(group)?.count ?? 0) + 1, hidden: null })
  }
  for (const group of groups.values()) if (group.count < smallestGroupShown) group.hidden = 'small'
  const hiddenCount = () => [...groups.values()].reduce((total, group) => total + (group.hidden ? group.count : 0), 0)
  while (hiddenCount() > 0 && hiddenCount() < smallestGroupShown) {
    const smallest = [...groups.entries()].filter(([, group]) => !group.hidden).sort(([nameA, a], [nameB, b]) => a.count - b.count || nameA.localeCompare(nameB))[0]
    if (!smallest) break
    smallest[1].hidden = 'alongside'
  }
  return groups
}

/**
 * Which comparisons, splits and groups of the report are shown. `respondents` are the report's cohort (those who
 * answered the start in the period), each with the comparisons they answered both times.
 */
export const suppressSmallGroups = <C extends string, S extends string>(
  respondents: readonly SuppressionRespondent<C, S>[],
  comparisons: readonly C[],
  splits: readonly S[],
): Suppression<C, S> => {
  const membersOf = (comparison: C) => respondents.flatMap((respondent, index) => (respondent.comparisons.includes(comparison) ? [index] : []))
  const result = Object.fromEntries(
    comparisons.map((comparison) => {
      const members = membersOf(comparison)
      const withheld = members.length < minimumCohort ? 'tooFew' : null
      const splitResults = Object.fromEntries(
        splits.map((split) => [split, withheld ? { withheld, groups: new Map() } : { withheld: null, groups: splitGroups(members, (member) => respondents[member].groups[split]) }]),
      ) as Record<S, SplitSuppression>
      return [comparison, { count: members.length, withheld, splits: splitResults }]
    }),
  ) as Record<C, ComparisonSuppression<S>>

  // The figures shown, each the sum over a set of respondents, with the comparison and split it belongs to.
  const shownSets = () =>
    comparisons.flatMap((comparison) => {
      const { withheld, splits: splitResults } = result[comparison]
      if (withheld) return []
      const members = membersOf(comparison)
      return [
        { comparison, split: null, members },
        ...splits.flatMap((split) =>
          splitResults[split].withheld
            ? []
            : [...splitResults[split].groups.entries()]
                .filter(([, group]) => !group.hidden)
                .map(([name]) => ({ comparison, split, members: members.filter((member) => respondents[member].groups[split] === name) })),
        ),
      ]
    })
  type Candidate = { comparison: C; split: S | null }
  const candidates: Candidate[] = [
    ...[...comparisons].reverse().flatMap((comparison) => [...splits].reverse().map((split) => ({ comparison, split }))),
    ...[...comparisons].reverse().map((comparison) => ({ comparison, split: null })),
  ]
  for (;;) {
    const sets = shownSets()
    const singled = singledOut(sets.map((set) => set.members))
    if (!singled) break
    const remaining = (withheld: readonly Candidate[]) =>
      sets
        .filter((set) => !withheld.some((candidate) => candidate.comparison === set.comparison && (candidate.split === null || candidate.split === set.split)))
        .map((set) => set.members)
    // Withhold in order until those learners can no longer be worked out, then give back whatever is not needed for
    // that, the most telling first.
    let withheld: Candidate[] = []
    for (const candidate of candidates.filter((each) => sets.some((set) => set.comparison === each.comparison && set.split === each.split))) {
      withheld.push(candidate)
      if (!isSumOf(singled, remaining(withheld))) break
    }
    for (const candidate of [...withheld].reverse()) {
      const others = withheld.filter((each) => each !== candidate)
      if (!isSumOf(singled, remaining(others))) withheld = others
    }
    for (const { comparison, split } of withheld) {
      if (split === null) result[comparison].withheld = 'singlesOut'
      for (const each of split === null ? splits : [split]) result[comparison].splits[each].withheld = 'singlesOut'
    }
  }

  const everyoneShown =
    (respondents.length === 0 || respondents.length >= minimumCohort) &&
    comparisons.every((comparison) => {
      const { count, withheld, splits: splitResults } = result[comparison]
      return count === 0 || (!withheld && splits.every((split) => !splitResults[split].withheld && [...splitResults[split].groups.values()].every((group) => !group.hidden)))
    })
  return { comparisons: result, everyoneShown }
}

/*
 * The check behind rule 3. A figure is a sum over a set of respondents, so what can be worked out from the figures
 * shown is any sum of them with whole-number or fractional weights: a vector in the span of the sets' indicator
 * vectors. Respondents in exactly the same sets ("atoms") can never be told apart, so the span is taken over atoms.
 */

/** Below this a value is taken as zero: the matrices hold 0s and 1s, and pivoting on the largest keeps the error far smaller. */
const tolerance = 1e-9

type Atom = { members: number[]; sets: number[] }

/** The atoms of some sets: respondents grouped by the sets they are in (respondents in none are left out). */
const atomsOf = (sets: readonly (readonly number[])[]): Atom[] => {
  const setsOf = new Map<number, number[]>()
  sets.forEach((set, index) => {
    for (const member of set) setsOf.set(member, [...(setsOf.get(member) ?? []), index])
  })
  const atoms = new Map<string, Atom>()
  for (const [member, memberSets] of setsOf) {
    const key = memberSets.join(',')
    const atom = atoms.get(key) ?? { members: [], sets: memberSets }
    atom.members.push(member)
    atoms.set(key, atom)
  }
  return [...atoms.values()]
}

/** The reduced row echelon form of the sets' matrix (a row per set, a column per atom), with each row's pivot column. */
const reducedRows = (setCount: number, atoms: readonly Atom[]) => {
  const rows = Array.from({ length: setCount }, () => new Float64Array(atoms.length))
  atoms.forEach((atom, column) => atom.sets.forEach((set) => set < setCount && (rows[set][column] = 1)))
  const pivots: number[] = []
  for (let column = 0; column < atoms.length && pivots.length < rows.length; column++) {
    const rank = pivots.length
    let best = rank
    for (let row = rank + 1; row < rows.length; row++) if (Math.abs(rows[row][column]) > Math.abs(rows[best][column])) best = row
    if (Math.abs(rows[best][column]) < tolerance) continue
    ;[rows[rank], rows[best]] = [rows[best], rows[rank]]
    const pivotRow = rows[rank]
    const pivot = pivotRow[column]
    for (let each = column; each < atoms.length; each++) pivotRow[each] /= pivot
    for (let row = 0; row < rows.length; row++) {
      const factor = rows[row][column]
      if (row === rank || Math.abs(factor) < tolerance) continue
      for (let each = column; each < atoms.length; each++) rows[row][each] -= factor * pivotRow[each]
      rows[row][column] = 0
    }
    pivots.push(column)
  }
  return { rows: rows.slice(0, pivots.length), pivots }
}

/**
 * Some 1 to 4 respondents whose answers the sets' sums give, by adding and taking away; null when there are none.
 * With the atoms of 5 or more first, the echelon rows whose pivot is a smaller atom span every sum that is zero on
 * the larger atoms; such a sum that is 1 on a few small atoms and 0 elsewhere is, at each pivot, the sum of its rows
 * there, so trying every choice of up to 4 of those rows finds it if it exists.
 */
export const singledOut = (sets: readonly (readonly number[])[]): number[] | null => {
  const atoms = atomsOf(sets).sort((a, b) => Number(a.members.length < smallestGroupShown) - Number(b.members.length < smallestGroupShown))
  const firstSmall = atoms.findIndex((atom) => atom.members.length < smallestGroupShown)
  if (firstSmall < 0) return null
  const { rows, pivots } = reducedRows(sets.length, atoms)
  const smallAtoms = atoms.slice(firstSmall)
  const small = rows.flatMap((row, index) => (pivots[index] >= firstSmall ? [{ row: row.subarray(firstSmall), size: atoms[pivots[index]].members.length }] : []))
  // One running sum per depth (at most 4 rows, each adding at least one learner), and the last row that can still
  // change each column: past it, the column's value in the sum is final, so a value that cannot end as 0 or 1, or
  // ones on 5 learners or more, end the search down that branch.
  const sums = Array.from({ length: smallestGroupShown }, () => new Float64Array(smallAtoms.length))
  const lastRow = new Int32Array(smallAtoms.length).fill(-1)
  small.forEach(({ row }, index) => row.forEach((value, column) => Math.abs(value) > 1e-6 && (lastRow[column] = index)))
  const search = (from: number, depth: number, people: number): number[] | null => {
    const sum = sums[depth]
    if (depth > 0) {
      let final = true
      let inSum = 0
      let settledInSum = 0
      for (let column = 0; column < sum.length; column++) {
        if (Math.abs(sum[column]) < 1e-6) continue
        const settled = lastRow[column] < from
        if (Math.abs(sum[column] - 1) >= 1e-6) {
          if (settled) return null
          final = false
          continue
        }
        inSum += smallAtoms[column].members.length
        if (settled) settledInSum += smallAtoms[column].members.length
      }
      if (settledInSum >= smallestGroupShown) return null
      if (final && inSum < smallestGroupShown) return smallAtoms.flatMap((atom, column) => (sum[column] > 0.5 ? atom.members : []))
    }
    for (let next = from; next < small.length; next++) {
      if (people + small[next].size >= smallestGroupShown) continue
      const nextSum = sums[depth + 1]
      for (let column = 0; column < sum.length; column++) nextSum[column] = sum[column] + small[next].row[column]
      const found = search(next + 1, depth + 1, people + small[next].size)
      if (found) return found
    }
    return null
  }
  return search(0, 0, 0)
}

/** Whether the sum over `target` can be worked out from the sums over `sets`. */
export const isSumOf = (target: readonly number[], sets: readonly (readonly number[])[]): boolean => {
  const atoms = atomsOf([...sets, target])
  const rank = (setCount: number) => reducedRows(setCount, atoms).pivots.length
  return rank(sets.length) === rank(sets.length + 1)
}
