type PropertySchema = { type?: string | string[]; anyOf?: PropertySchema[]; enum?: unknown[]; const?: unknown; minLength?: number; maxLength?: number }

const typeOf = (schema: PropertySchema): string => {
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ')
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ')
  return [schema.type ?? 'any'].flat().join(' | ')
}

const limitsOf = ({ minLength, maxLength, anyOf }: PropertySchema): string => {
  const limited = anyOf?.find((each) => each.maxLength !== undefined) ?? { minLength, maxLength }
  return [limited.minLength ? `at least ${limited.minLength}` : '', limited.maxLength ? `at most ${limited.maxLength}` : ''].filter(Boolean).join(', ')
}

/** The fields of a request body, from its JSON Schema. */
export const RequestFields = ({ schema }: { schema: { properties?: Record<string, PropertySchema>; required?: string[] } }) => (
  <table className="w-full text-left text-base">
    <thead>
      <tr>
        <th scope="col" className="py-1 pr-4">Field</th>
        <th scope="col" className="py-1 pr-4">Type</th>
        <th scope="col" className="py-1">Rules</th>
      </tr>
    </thead>
    <tbody>
      {Object.entries(schema.properties ?? {}).map(([name, property]) => (
        <tr key={name} className="border-t border-navy-100 align-top">
          <td className="py-1 pr-4 font-mono">{name}</td>
          <td className="py-1 pr-4 font-mono">{typeOf(property)}</td>
          <td className="py-1">{[schema.required?.includes(name) ? 'required' : 'optional', limitsOf(property)].filter(Boolean).join(', ')}</td>
        </tr>
      ))}
    </tbody>
  </table>
)
