'use client'

import NextLink from 'next/link'
import { useState, type ComponentProps } from 'react'

import { useLessDataWanted } from '@/lib/browser/connection'

/**
 * The site's links: next/link, except when the browser asks for less data (its data saver is on, or the connection
 * is slow). Then a link fetches its page ahead only once the visitor shows intent (a pointer over it, a touch,
 * keyboard focus), never because it scrolled into view: a phone on a metered plan pays for pages it opens, not for
 * every link it passes.
 */
export const Link = ({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof NextLink>) => {
  const lessData = useLessDataWanted()
  const [intent, setIntent] = useState(false)
  const onlyOnIntent = lessData && !intent
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || onlyOnIntent ? false : prefetch}
      onMouseEnter={(event) => {
        setIntent(true)
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
    />
  )
}
