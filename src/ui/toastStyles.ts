/** The toast's look, shared by the Radix toast and its plain fallback. */
export const toastClasses = (destructive: boolean) =>
  `flex items-start justify-between gap-4 rounded-xl border-2 p-4 shadow-xl ${destructive ? 'border-red-800 bg-red-700 text-white' : 'border-navy-100 bg-white text-navy-950'}`

export const toastActionClasses = 'min-h-11 rounded-md border-2 border-current px-3 font-bold'

export const toastCloseClasses = 'min-h-11 min-w-11 rounded-md font-bold underline-offset-2 hover:underline'

/** Where toasts appear: the bottom right corner, at most 420 px wide. */
export const toastRegionClasses = 'fixed right-0 bottom-0 z-50 m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none'
