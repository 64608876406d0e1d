import { validations, type Field, type RelationshipField, type SelectField, type UploadField } from 'payload'

import { isId } from '@/lib/rules/ids'

import { mapFieldsDeep } from '../mapFieldsDeep'

type Relation = RelationshipField | UploadField
type RelationValidate = (value: unknown, options: Parameters<typeof validations.relationship>[1]) => ReturnType<typeof validations.relationship>
type SelectValidate = (value: unknown, options: Parameters<typeof validations.select>[1]) => ReturnType<typeof validations.select>

/** The ids a relationship or upload value names: one id, a list, or documents given whole ({ id }). */
const idsIn = (value: unknown): unknown[] =>
  (Array.isArray(value) ? value : [value])
    .filter((item) => item !== null && item !== undefined)
    .map((item) => (typeof item === 'object' && item && 'id' in item ? item.id : item))

/**
 * A relationship or upload to one collection names documents that exist. Payload checks neither the id's form nor
 * that the document is there, so Postgres refused such a write and staff saw a server error; now the field says so.
 * Only what comes in over HTTP (the admin, REST, GraphQL) is looked up: the server's own writes (local API) name ids
 * it has just read, and the seed and the mail jobs would pay a query per link for nothing.
 */
const withExistingDocuments = (field: Relation): Relation => {
  if (typeof field.relationTo !== 'string') return field
  const relationTo = field.relationTo
  const ownCheck = (field.validate ?? (field.type === 'upload' ? validations.upload : validations.relationship)) as RelationValidate
  const validate: RelationValidate = async (value, options) => {
    const ids = idsIn(value)
    if (ids.length && options.event !== 'onChange' && options.req.payloadAPI !== 'local') {
      const wellFormed = ids.every(isId)
      const found = wellFormed
        ? (await options.req.payload.count({ collection: relationTo, where: { id: { in: ids as string[] } }, overrideAccess: true, req: options.req }))
            .totalDocs
        : 0
      if (found < new Set(ids).size) return field.type === 'upload' ? 'Choose a file that exists in the library.' : 'Choose an item that exists.'
    }
    return ownCheck(value, options)
  }
  return { ...field, validate } as Relation
}

/** A select's value is one of its options as text: Payload's own check lets a number through to Postgres. */
const withTextOptions = (field: SelectField): SelectField => {
  const ownCheck = (field.validate ?? validations.select) as SelectValidate
  const validate: SelectValidate = (value, options) => {
    const values = Array.isArray(value) ? value : [value]
    if (values.some((item) => item !== null && item !== undefined && typeof item !== 'string')) return 'Choose one of the options.'
    return ownCheck(value, options)
  }
  return { ...field, validate } as SelectField
}

/** The fields, however deeply nested, with every relationship, upload and select checked before Postgres sees it. */
export const withInputChecks = (fields: Field[]): Field[] =>
  mapFieldsDeep(fields, (field) =>
    field.type === 'relationship' || field.type === 'upload' ? withExistingDocuments(field) : field.type === 'select' ? withTextOptions(field) : field,
  )
