import type { Field } from 'payload'

/**
 * The fields with every field that holds data of its own (not an array, group, row, collapsible, tabs or blocks, whose
 * fields are walked instead) passed through `change`, however deeply nested.
 */
export const mapFieldsDeep = (fields: Field[], change: (field: Field) => Field): Field[] =>
  fields.map((field) => {
    switch (field.type) {
      case 'array':
      case 'collapsible':
      case 'group':
      case 'row':
        return { ...field, fields: mapFieldsDeep(field.fields, change) } as Field
      case 'tabs':
        return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: mapFieldsDeep(tab.fields, change) })) }
      case 'blocks':
        return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: mapFieldsDeep(block.fields, change) })) }
      default:
        return change(field)
    }
  })
