import type { CollectionConfig } from 'payload'

import { contentTags, expireContentHooks } from '../lib/server/content/revalidate'

import { anyone, isStaff } from '../access'

/** Uploaded images, videos and caption files. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    group: 'Programme content',
    useAsTitle: 'alt',
  },
  access: {
    create: isStaff,
    delete: isStaff,
    read: anyone,
    update: isStaff,
  },
  upload: {
    staticDir: 'media',
    mimeTypes: ['image/*', 'video/mp4', 'video/webm', 'text/vtt'],
    imageSizes: [
      { name: 'thumbnail', width: 160, height: 160, position: 'centre' },
      { name: 'card', width: 480 },
    ],
  },
  hooks: expireContentHooks(contentTags.landing),
  fields: [
    {
      name: 'alt',
      label: 'Description',
      type: 'text',
      required: true,
      admin: { description: 'What the image shows, for people using screen readers.' },
    },
  ],
}
