import type { CollectionConfig } from 'payload'

import { contentTags, expireContentHooks } from '@/domains/content'
import { adminGroups } from '@/lib/server/adminGroups'
import { staticDir } from '@/lib/server/uploads/staticDir'

import { anyone, isStaff } from '../access'

/** Uploaded images, videos and caption files. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    group: adminGroups.programmeContent.name,
    useAsTitle: 'alt',
    description: 'Images: photos of the people and testimonials on the landing page, and course cover pictures. Lesson videos and captions are under Courses → Lesson files.',
  },
  access: {
    create: isStaff,
    delete: isStaff,
    read: anyone,
    update: isStaff,
  },
  upload: {
    staticDir: staticDir('media'),
    mimeTypes: ['image/*', 'video/mp4', 'video/webm', 'text/vtt'],
    imageSizes: [
      { name: 'thumbnail', width: 160, height: 160, position: 'centre' },
      { name: 'card', width: 480 },
    ],
  },
  // Images appear on the landing page and, as course covers, in the learner area.
  hooks: expireContentHooks(contentTags.landing, contentTags.learnerArea),
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
