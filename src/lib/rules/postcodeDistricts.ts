/**
 * UK postcode districts (the outward code: `CF10`, `EH1`, `SW1A`) and the nation and region each lies in, from a table
 * kept here: no outside service. A district is placed by its area (the letters) and, where an area crosses a border
 * between regions, by its number. Regions are the ITL1 regions the funder reports by.
 */

export const ukNations = ['England', 'Wales', 'Scotland', 'Northern Ireland'] as const
export type UkNation = (typeof ukNations)[number]

export const ukRegions = [
  'North East',
  'North West',
  'Yorkshire and the Humber',
  'East Midlands',
  'West Midlands',
  'East of England',
  'London',
  'South East',
  'South West',
  'Wales',
  'Scotland',
  'Northern Ireland',
] as const
export type UkRegion = (typeof ukRegions)[number]

const nationOfRegion = (region: UkRegion): UkNation =>
  region === 'Wales' || region === 'Scotland' || region === 'Northern Ireland' ? region : 'England'

/** Each postcode area's region: where most of its districts lie. */
const areaRegions: Record<UkRegion, string> = {
  'North East': 'DH DL NE SR TS',
  'North West': 'BB BL CA CH CW FY L LA M OL PR SK WA WN',
  'Yorkshire and the Humber': 'BD DN HD HG HU HX LS S WF YO',
  'East Midlands': 'DE LE LN NG NN',
  'West Midlands': 'B CV DY HR ST SY TF WR WS WV',
  'East of England': 'AL CB CM CO EN IP LU NR PE SG SS WD',
  London: 'E EC N NW SE SW W WC BR CR HA IG RM SM TW UB',
  'South East': 'BN CT DA GU HP KT ME MK OX PO RG RH SL SO TN',
  'South West': 'BA BH BS DT EX GL PL SN SP TA TQ TR',
  Wales: 'CF LD LL NP SA',
  Scotland: 'AB DD DG EH FK G HS IV KA KW KY ML PA PH TD ZE',
  'Northern Ireland': 'BT',
}

const regionOfArea = new Map<string, UkRegion>(
  (Object.entries(areaRegions) as [UkRegion, string][]).flatMap(([region, areas]) => areas.split(' ').map((area) => [area, region] as const)),
)

/** Districts whose number puts them in another region than the rest of their area. */
const crossBorderDistricts: { area: string; numbers: [number, number][]; region: UkRegion }[] = [
  { area: 'CH', numbers: [[5, 8]], region: 'Wales' },
  { area: 'SY', numbers: [[15, 25]], region: 'Wales' },
  { area: 'TD', numbers: [[15, 15]], region: 'North East' },
  { area: 'EN', numbers: [[1, 5]], region: 'London' },
  { area: 'KT', numbers: [[1, 9]], region: 'London' },
  { area: 'DA', numbers: [[5, 8], [14, 18]], region: 'London' },
  { area: 'CR', numbers: [[3, 3], [6, 6]], region: 'South East' },
  { area: 'TW', numbers: [[15, 20]], region: 'South East' },
  { area: 'RM', numbers: [[15, 20]], region: 'East of England' },
]

export type PlacedDistrict = { district: string; nation: UkNation; region: UkRegion }

/** The outward code's parts: its area letters and its number, e.g. `SW1A` → SW, 1; `CF10` → CF, 10. */
const outwardCodePattern = /^([A-Z]{1,2})(\d{1,2})([A-Z]?)$/

/**
 * The postcode district someone typed, as we store it: capitals, no spaces, and only the outward code (a whole
 * postcode is cut to its district, so no more than the district is ever kept). Null when it is not shaped like one.
 */
export const normaliseDistrict = (input: string): string | null => {
  const compact = input.toUpperCase().replace(/\s+/g, '')
  // An outward code never ends in a digit and two letters; a whole postcode always does (its inward code).
  const outward = /^(.+)\d[A-Z]{2}$/.exec(compact)?.[1] ?? compact
  return outwardCodePattern.test(outward) ? outward : null
}

/** The district with its nation and region, or null when it is not a UK postcode district we know. */
export const placeDistrict = (input: string): PlacedDistrict | null => {
  const district = normaliseDistrict(input)
  if (!district) return null
  const [, area, digits, letter] = outwardCodePattern.exec(district) ?? []
  // A letter after the number only follows one digit (SW1A, EC1V), in the central London areas and a few others.
  if (letter && digits.length > 1) return null
  const areaRegion = regionOfArea.get(area)
  if (!areaRegion) return null
  const number = Number(digits)
  const crossing = crossBorderDistricts.find((each) => each.area === area && each.numbers.some(([from, to]) => number >= from && number <= to))
  const region = crossing?.region ?? areaRegion
  return { district, nation: nationOfRegion(region), region }
}

export const unknownDistrictMessage = 'Please enter the first half of a UK postcode, such as CF10 or SW1A'
