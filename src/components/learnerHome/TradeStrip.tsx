import { TextList } from '@/ui/TextList'

import { trades } from './homeCopy'

/** Who the programme is for, as a strip of trades under the welcome. */
export const TradeStrip = () => (
  <div className="border-b border-navy-100 bg-white px-4 py-6 sm:px-6">
    <div className="mx-auto max-w-6xl">
      <p className="text-center font-semibold text-navy-800">Made for small firms across the trades</p>
      <TextList items={trades} className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2 text-lg font-extrabold tracking-wide text-navy-900 uppercase" />
    </div>
  </div>
)
