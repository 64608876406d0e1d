'use client'

import { useCallback, useId, useState } from 'react'

/**
 * The state of a button that shows and hides a panel: spread `buttonProps` on the button (aria-expanded,
 * aria-controls, toggling on click) and give the panel `id={panelId}` and `hidden={!open}`.
 */
export const useDisclosure = () => {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const close = useCallback(() => setOpen(false), [])
  const buttonProps = { type: 'button', 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((value) => !value) } as const
  return { open, close, panelId, buttonProps }
}
