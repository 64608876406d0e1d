/**
 * The icon at the start of the admin's breadcrumb, a link to the dashboard: the site's icon
 * (src/app/(frontend)/icon.svg), with the name as hidden text so the link is named for screen readers.
 */
export const AdminIcon = () => (
  <span className="solving-tech-icon">
    <svg viewBox="0 0 32 32" width="18" height="18" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0f2742" />
      <path d="M8 22 L16 8 L24 22 Z" fill="#f97316" />
    </svg>
    <span className="solving-tech-visually-hidden">Solving Tech</span>
  </span>
)
