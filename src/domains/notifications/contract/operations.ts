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
  turnOffPhone: operation({
    ...notificationsRoutes.turnOffPhone,
    summary: "Turn notifications off for this phone (one of someone else's is left alone)",
    access: 'signed-in',
    body: request.PhoneNotificationsOffRequest,
    responses: { 204: { description: 'Off (or it was not on)' }, 400: validation, 401: signedOut, 403: notYours },
  }),
}
