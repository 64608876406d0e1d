'use client'

import { useState } from 'react'

import { useEffectiveType } from '@/lib/browser/connection'
import { prefersLowData } from '@/lib/rules/playback'
import { useToast } from '@/ui/Toaster'
import { callAccounts } from '@/domains/accounts/ui/accountsApi'

/**
 * Whether the low-data video plays: the learner's "Data saver" switch when they have set it (kept on their account,
 * so every device follows), otherwise `Save-Data` or a slow connection reported by the browser.
 */
export const useDataSaver = ({ dataSaver, saveData, userId }: { dataSaver: boolean | null; saveData: boolean; userId: string }) => {
  const [choice, setChoice] = useState(dataSaver)
  const effectiveType = useEffectiveType()
  const toast = useToast()

  const lowData = prefersLowData({
    dataSaver: choice,
    saveData,
    effectiveType,
  })
  const toggle = () => {
    const next = !lowData
    setChoice(next)
    callAccounts('dataSaver', { body: { userId, dataSaver: next } }).catch(() =>
      toast({
        variant: 'destructive',
        title: "Couldn't save your Data saver choice",
        description: 'It applies on this page. Please try again later.',
      }),
    )
  }
  return { lowData, toggle }
}
