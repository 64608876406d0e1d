const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })

/** A price in pounds as people in the UK write it: £49.00. */
export const formatPrice = (price: number): string => pounds.format(price)
