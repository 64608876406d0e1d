/**
 * The login screen's logo: the site's mark (public/logo.svg) and the name as text, in the admin's text colour so it
 * reads in the light and the dark theme. The mark is decorative; the name is the logo's text.
 */
export const AdminLogo = () => (
  <span className="solving-tech-logo">
    <svg className="solving-tech-logo__mark" viewBox="2 4 40 40" width="48" height="48" aria-hidden="true" focusable="false">
      <rect x="2" y="4" width="40" height="40" rx="9" fill="#0f2742" />
      <path d="M10 23.5 22 13l12 10.5" fill="none" stroke="#f97316" strokeWidth="3.6" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="13" y="27" width="8" height="5" rx="1" fill="#ffffff" />
      <rect x="23" y="27" width="8" height="5" rx="1" fill="#f97316" />
      <rect x="13" y="34" width="8" height="5" rx="1" fill="#f97316" />
      <rect x="23" y="34" width="8" height="5" rx="1" fill="#ffffff" />
    </svg>
    <span className="solving-tech-logo__name">Solving Tech</span>
  </span>
)
