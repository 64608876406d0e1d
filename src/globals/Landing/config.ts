import type { GlobalConfig } from 'payload'

import { headingAndIntro, textList, titledList } from '../fields'
import { programmeContentGlobal } from '../programmeContentGlobal'
import { contentTags, expireGlobalOnChange } from '@/domains/content'

/** The landing page's editable copy: everything on / that is not a FAQ, testimonial or person. */
export const Landing: GlobalConfig = programmeContentGlobal({
  slug: 'landing',
  label: 'Landing page',
  hooks: { afterChange: [expireGlobalOnChange(contentTags.landing)] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          name: 'hero',
          fields: [
            { name: 'badges', type: 'text', hasMany: true, admin: { description: 'Small labels above the title, e.g. COMING SOON.' } },
            { name: 'title', type: 'text', required: true },
            { name: 'subtitle', type: 'textarea', required: true },
            textList('highlights', 'What you get'),
            { name: 'videoUrl', label: 'Intro video URL', type: 'text' },
            { name: 'videoPosterUrl', label: 'Intro video poster URL', type: 'text' },
            { name: 'videoCaptionsUrl', label: 'Intro video captions URL (English WebVTT)', type: 'text' },
          ],
        },
        {
          name: 'problem',
          label: 'The Problem',
          fields: [...headingAndIntro(), titledList('points', 'Points')],
        },
        {
          name: 'solution',
          label: 'The Solution',
          fields: [
            ...headingAndIntro(),
            titledList('features', 'What the programme includes'),
            textList('learningPoints', 'What you will learn'),
          ],
        },
        {
          name: 'results',
          label: 'Pilot results',
          fields: [
            ...headingAndIntro(),
            {
              name: 'stats',
              type: 'array',
              fields: [
                { name: 'value', type: 'text', required: true, admin: { description: 'e.g. "£15,000"' } },
                { name: 'label', type: 'text', required: true },
              ],
            },
            { name: 'socialProof', type: 'text', admin: { description: 'e.g. "Join 50+ small builders across the UK"' } },
          ],
        },
        {
          name: 'about',
          fields: [
            ...headingAndIntro(),
            { name: 'mission', label: 'Mission statement', type: 'textarea' },
          ],
        },
        {
          name: 'closingCta',
          label: 'Closing call to action',
          fields: [
            { name: 'heading', type: 'text', required: true },
            { name: 'text', type: 'textarea' },
            { name: 'buttonLabel', type: 'text', required: true },
          ],
        },
        {
          name: 'signup',
          label: 'Signup and thank-you',
          fields: [
            ...headingAndIntro(),
            { name: 'thankYouMessage', type: 'textarea', required: true },
            {
              name: 'socialLinks',
              type: 'array',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'url', type: 'text', required: true },
              ],
            },
          ],
        },
        {
          name: 'footer',
          fields: [
            { name: 'fundingStatement', type: 'textarea', required: true },
            { name: 'endorsementStatement', type: 'textarea' },
            { name: 'supportEmail', type: 'email' },
          ],
        },
      ],
    },
  ],
})
