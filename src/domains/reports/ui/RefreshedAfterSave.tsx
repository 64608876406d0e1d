'use client'

import { useDocumentInfo, useServerFunctions } from '@payloadcms/ui'
import { type ReactNode, useEffect, useRef, useState } from 'react'

import { learnerPanelFunction } from './learnerPanelFunction'

/**
 * Shows the learner panel the page was drawn with, and draws it again on the server each time the document is saved
 * (a verdict, an attended call), so what it lists is up to date without a reload.
 */
export const RefreshedAfterSave = ({ learnerId, children }: { learnerId: string; children: ReactNode }) => {
  const { lastUpdateTime } = useDocumentInfo()
  const { serverFunction } = useServerFunctions()
  const drawnAt = useRef(lastUpdateTime)
  const [redrawn, setRedrawn] = useState<ReactNode>(null)

  useEffect(() => {
    if (lastUpdateTime === drawnAt.current) return
    drawnAt.current = lastUpdateTime
    let live = true
    Promise.resolve(serverFunction({ name: learnerPanelFunction, args: { learnerId } }))
      .then((panel) => live && panel && setRedrawn(panel as ReactNode))
      // The panel drawn before stays: it is only out of date.
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [lastUpdateTime, learnerId, serverFunction])

  return <>{redrawn ?? children}</>
}
