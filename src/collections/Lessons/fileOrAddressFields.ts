import type { Field } from 'payload'

import { staffOnlyField } from '../../access'

type FileOrAddress = { name: 'video' | 'captions'; label: string; fileDescription: string; addressDescription: string }

/**
 * A lesson's video or captions: an upload to the private lesson-media collection, or an address; the upload wins.
 * Learners never read either field: they get the file through /api/v1/lessons/{id}/video or /captions.
 */
export const fileOrAddressFields = ({ name, label, fileDescription, addressDescription }: FileOrAddress): Field[] => [
  {
    name: `${name}File`,
    label: `${label} file`,
    type: 'upload',
    relationTo: 'lesson-media',
    access: { read: staffOnlyField },
    admin: { description: fileDescription },
  },
  {
    name: `${name}Url`,
    label: `${label} URL`,
    type: 'text',
    access: { read: staffOnlyField },
    admin: { description: addressDescription },
  },
]
