'use client'

import { useState } from 'react'

import type { Faq } from '@/payload-types'

/** One FAQ open at a time: opening an item closes the other; selecting the open item closes it. */
export const FaqAccordion = ({ faqs }: { faqs: Pick<Faq, 'id' | 'question' | 'answer'>[] }) => {
  const [openId, setOpenId] = useState<string | null>(null)
  return (
    <div className="divide-y divide-navy-100 rounded-xl border-2 border-navy-100">
      {faqs.map((faq, index) => {
        const id = `faq-${index + 1}`
        const isOpen = openId === id
        return (
          <div key={faq.id}>
            <h3>
              <button
                type="button"
                id={`${id}-button`}
                aria-expanded={isOpen}
                aria-controls={`${id}-panel`}
                onClick={() => setOpenId(isOpen ? null : id)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-bold hover:bg-navy-100"
              >
                {faq.question}
                <span aria-hidden="true" className={`text-2xl transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-45' : ''}`}>
                  +
                </span>
              </button>
            </h3>
            <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} hidden={!isOpen} className="px-5 pb-5 text-navy-800">
              {faq.answer}
            </div>
          </div>
        )
      })}
    </div>
  )
}
