/** Where a lesson's video will be, before staff have added one (spec 2.16). */
export const NoVideoYet = () => (
  <div className="flex aspect-video w-full items-center justify-center rounded-xl bg-navy-100 p-6 text-center text-lg font-semibold text-navy-900">
    Video content will be available soon
  </div>
)
