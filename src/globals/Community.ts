import type { GlobalConfig } from 'payload'

import { isWhatsAppGroupLink } from '@/lib/rules/community'

import { isStaff } from '../access'
import { adminGroups } from '@/lib/server/adminGroups'

/**
 * The programme's WhatsApp group: its invite link shows only to enrolled learners (the dashboard, their course pages
 * and the welcome mail), so it is not public content.
 */
export const Community: GlobalConfig = {
  slug: 'community',
  label: 'WhatsApp group',
  admin: { group: adminGroups.calls.name },
  access: { read: isStaff, update: isStaff },
  fields: [
    {
      name: 'whatsAppGroupLink',
      label: 'WhatsApp group invite link',
      type: 'text',
      validate: (value: string | null | undefined) =>
        !value || isWhatsAppGroupLink(value) ? true : 'Paste the group\'s invite link from WhatsApp (Group info → Invite via link), e.g. https://chat.whatsapp.com/AbC123.',
      admin: {
        description:
          'Enrolled learners see it on their dashboard and course pages, and in the welcome email. Leave empty to hide the group. To stop an old link, reset it in WhatsApp and paste the new one here.',
      },
    },
  ],
}
