import type { GlobalConfig } from 'payload'

import { headingAndIntro, textList, titledList } from '../fields'
import { programmeContentGlobal } from '../programmeContentGlobal'
import { contentTags, expireGlobalOnChange } from '@/domains/content'
import { programmeStateLabels, programmeStates } from '@/lib/rules/programmeLaunch'

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
          name: 'programme',
          label: 'Programme state',
          description:
            'Whether the course is coming soon or open now. The landing page\'s first label, the sentence that names the launch (in the hero, the waiting-list text, its thank-you and its confirmation email) and the hero\'s button follow it.',
          fields: [
            {
              name: 'state',
              type: 'radio',
              required: true,
              defaultValue: 'coming-soon',
              options: programmeStates.map((value) => ({ label: programmeStateLabels[value], value })),
            },
            {
              name: 'launchMonth',
              label: 'Launch month',
              type: 'date',
              admin: {
                date: { pickerAppearance: 'monthOnly', displayFormat: 'MMMM yyyy' },
                condition: (_data, siblingData) => siblingData?.state !== 'open',
                description: 'The month the course launches, e.g. September 2026. The admin home warns once it has passed: then open the programme, or give a new month.',
              },
            },
          ],
        },
        {
          name: 'hero',
          fields: [
            {
              name: 'badges',
              type: 'text',
              hasMany: true,
              admin: { description: 'Small labels above the title, after the programme\'s state (COMING SOON or OPEN NOW), e.g. 100% Free Programme.' },
            },
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
            { name: 'heading', type: 'text', required: true },
            {
              name: 'intro',
              type: 'textarea',
              admin: { description: 'After the sentence that names the launch (from Programme state). Promise only what the confirmation email sends: the link to confirm a place.' },
            },
            {
              name: 'thankYouMessage',
              type: 'textarea',
              required: true,
              admin: { description: 'Shown after joining, before the sentence that names the launch (from Programme state).' },
            },
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
