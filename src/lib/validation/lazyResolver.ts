import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/**
 * A react-hook-form resolver that loads zod and the form's schema on first validation (the first submit), so they
 * stay out of the page's first-load JavaScript. The schema is the same one the endpoint uses.
 */
export const lazyZodResolver = <Values extends FieldValues>(loadSchema: () => Promise<z.ZodType>): Resolver<Values> => {
  let resolver: Resolver<Values> | undefined
  return async (values, context, options) => {
    if (!resolver) {
      const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()])
      resolver = zodResolver(schema as never) as unknown as Resolver<Values>
    }
    return resolver(values, context, options)
  }
}
