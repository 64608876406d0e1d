import { notYours, operation, signedOut, validation } from '@/lib/contract/operation'

import { notificationsRoutes } from './routes'
import { notificationsSchemas } from './schemas'

const { request, response } = notificationsSchemas

/** The notifications module's part of the HTTP contract (CONTRACT.md): notifications on the learner's phones. */
export const notificationsOperations = {
  serverKey: operation({
    ...notificationsRoutes.serverKey,
    summary: "The server's VAPID public key, which a browser subscribes to notifications with",
    access: 'signed-in',
    responses: { 200: { description: 'The key', body: response.PhoneNotificationsKey }, 401: signedOut },
  }),
  savePhone: operation({
    ...notificationsRoutes.savePhone,
    summary: "Turn notifications on for this phone, refresh its keys, or choose its kinds (a new phone gets every kind)",
    access: 'signed-in',
    body: request.PhoneNotificationsRequest,
    responses: {
      200: { description: 'The kinds this phone gets', body: response.PhoneNotifications },
      400: { description: 'Validation failed, or the endpoint is not a push service the server sends to, or the key is not a P-256 key' },
      401: signedOut,
      403: notYours,
    },
  }),
  saveMobile: operation({
    ...notificationsRoutes.saveMobile,
    summary: 'Keep a UK mobile for text reminders, and text it a 6-digit code to confirm it (a number confirmed already stays so)',
    access: 'signed-in',
    body: request.MobileRequest,
    responses: {
      200: { description: 'The number, and whether a code was texted', body: response.SavedMobile },
      400: validation,
      401: signedOut,
      403: notYours,
      404: { description: 'Text messages are not set up on this site (TEXT_PROVIDER)' },
      429: { description: 'Three codes were texted in the last 15 minutes, or too many requests from this address' },
    },
  }),
  confirmMobile: operation({
    ...notificationsRoutes.confirmMobile,
    summary: 'Confirm the mobile with the texted code (once, for 15 minutes, five tries)',
    access: 'signed-in',
    body: request.MobileConfirmRequest,
    responses: {
      200: { description: 'Confirmed', body: response.Mobile },
      400: { description: 'Validation failed, or the code is wrong, used, expired or out of tries (one message)' },
      401: signedOut,
      403: notYours,
    },
  }),
  chooseTextReminders: operation({
    ...notificationsRoutes.chooseTextReminders,
    summary: 'Choose which reminders go to the mobile by text',
    access: 'signed-in',
    body: request.TextRemindersRequest,
    responses: { 200: { description: 'The choices', body: response.Mobile }, 400: validation, 401: signedOut, 403: notYours, 404: { description: 'No mobile is kept' } },
  }),
  removeMobile: operation({
    ...notificationsRoutes.removeMobile,
    summary: 'Forget the mobile: no more texts',
    access: 'signed-in',
    body: request.MobileOffRequest,
    responses: { 204: { description: 'Forgotten (or there was none)' }, 401: signedOut, 403: notYours },
  }),
  turnOffPhone: operation({
    ...notificationsRoutes.turnOffPhone,
    summary: "Turn notifications off for this phone (one of someone else's is left alone)",
    access: 'signed-in',
    body: request.PhoneNotificationsOffRequest,
    responses: { 204: { description: 'Off (or it was not on)' }, 400: validation, 401: signedOut, 403: notYours },
  }),
}
