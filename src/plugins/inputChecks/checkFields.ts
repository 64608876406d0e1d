import { validations, type Field, type RelationshipField, type SelectField, type UploadField } from 'payload'

import { isId } from '@/lib/rules/ids'
import { holdsNulText, nulMessage } from '@/lib/rules/nulText'

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

/**
 * A select's value is one of its options as text, and one option unless it takes several: Payload's own check lets a
 * number, or a list of options, through to Postgres.
 */
const withTextOptions = (field: SelectField): SelectField => {
  const ownCheck = (field.validate ?? validations.select) as SelectValidate
  const validate: SelectValidate = (value, options) => {
    if (Array.isArray(value) && !field.hasMany) return 'Choose one of the options.'
    const values = Array.isArray(value) ? value : [value]
    if (values.some((item) => item !== null && item !== undefined && typeof item !== 'string')) return 'Choose one of the options.'
    return ownCheck(value, options)
  }
  return { ...field, validate } as SelectField
}

type TextLike = Extract<Field, { type: 'text' | 'textarea' | 'email' | 'code' | 'json' | 'richText' }>
type TextValidate = (value: unknown, options: Parameters<typeof validations.text>[1]) => ReturnType<typeof validations.text>

const textTypes = new Set(['text', 'textarea', 'email', 'code', 'json', 'richText'])
const isTextLike = (field: Field): field is TextLike => textTypes.has(field.type)

/**
 * Text holds no NUL character (Postgres refuses one, in text and JSON alike), and a field of one text takes one text:
 * Payload's own check stored a list as its JSON ("[\"a\"]") and let a NUL through to Postgres.
 */
const withCleanText = (field: TextLike): TextLike => {
  const ownCheck = (field.validate ?? validations[field.type]) as TextValidate
  const takesOneText = field.type !== 'json' && field.type !== 'richText' && !('hasMany' in field && field.hasMany)
  const validate: TextValidate = (value, options) => {
    if (holdsNulText(value)) return nulMessage
    if (takesOneText && value !== null && value !== undefined && typeof value !== 'string') return 'Enter text, not a list or an object.'
    return ownCheck(value, options)
  }
  return { ...field, validate } as TextLike
}

/**
 * The fields, however deeply nested, with every relationship, upload, select and text checked before Postgres
 * sees it.
 */
export const withInputChecks = (fields: Field[]): Field[] =>
  mapFieldsDeep(fields, (field) => {
    if (field.type === 'relationship' || field.type === 'upload') return withExistingDocuments(field)
    if (field.type === 'select') return withTextOptions(field)
    if (isTextLike(field)) return withCleanText(field)
    return field
  })
