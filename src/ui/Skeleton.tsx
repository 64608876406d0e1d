/** A grey placeholder block shown while a screen loads. */
export const Skeleton = ({ className = '' }: { className?: string }) => <div aria-hidden="true" className={`animate-pulse rounded-lg bg-navy-100 motion-reduce:animate-none ${className}`} />

/**
 * The loading state of a screen: announced once to screen readers, drawn with skeleton blocks. It fills the viewport,
 * so the footer stays out of view until the screen arrives instead of jumping down when it does (no layout shift).
 */
export const LoadingScreen = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div role="status" aria-busy="true" className="mx-auto min-h-screen max-w-6xl px-4 py-10 sm:px-6">
    <span className="sr-only">{label}</span>
    {children}
  </div>
)
