import type { Route } from '@/lib/contract/routes'

/** Where accounts's operations are served (operations.ts describes them); the screens call them through these. */
export const accountsRoutes = {
  register: { method: 'post', path: '/api/v1/register' },
  registerWithoutPassword: { method: 'post', path: '/api/v1/register/without-password' },
  login: { method: 'post', path: '/api/v1/login' },
  signInCode: { method: 'post', path: '/api/v1/sign-in-code' },
  signInWithCode: { method: 'post', path: '/api/v1/sign-in-code/verify' },
  signInWithLink: { method: 'post', path: '/api/v1/sign-in-code/link' },
  logout: { method: 'post', path: '/api/v1/logout' },
  me: { method: 'get', path: '/api/v1/me' },
  forgotPassword: { method: 'post', path: '/api/v1/forgot-password' },
  resetPassword: { method: 'post', path: '/api/v1/reset-password' },
  profile: { method: 'put', path: '/api/v1/profile' },
  dataSaver: { method: 'put', path: '/api/v1/account/data-saver' },
  upgradeInterest: { method: 'post', path: '/api/v1/account/upgrade-interest' },
  confirmationCode: { method: 'post', path: '/api/v1/account/confirmation-code' },
  changeEmail: { method: 'put', path: '/api/v1/account/email' },
  confirmEmail: { method: 'post', path: '/api/v1/account/email/confirm' },
  changePassword: { method: 'put', path: '/api/v1/account/password' },
  setFirstPassword: { method: 'post', path: '/api/v1/account/password/first' },
} as const satisfies Record<string, Route>
