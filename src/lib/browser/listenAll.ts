/** Adds each listener to the target and returns what removes them all again (an effect's cleanup). */
export const listenAll = (target: EventTarget, listeners: Record<string, () => void>): (() => void) => {
  const entries = Object.entries(listeners)
  for (const [type, listener] of entries) target.addEventListener(type, listener)
  return () => {
    for (const [type, listener] of entries) target.removeEventListener(type, listener)
  }
}
