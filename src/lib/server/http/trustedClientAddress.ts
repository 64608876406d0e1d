/**
 * The client's address as far as this server can trust it. With no proxy in front (`TRUST_PROXY_HOPS=0`, the
 * default) that is the socket's peer, whatever X-Forwarded-For the client sends. Behind N trusted proxies (a load
 * balancer, a CDN), each appends the address it saw, so the client is N entries from the right of
 * X-Forwarded-For followed by the socket's peer.
 */
export const trustedClientAddress = (socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedHops: number): string => {
  const peer = socketAddress ?? 'unknown'
  if (trustedHops <= 0) return peer
  const chain = [
    ...(Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').map((part) => part.trim()).filter(Boolean),
    peer,
  ]
  return chain[Math.max(0, chain.length - 1 - trustedHops)]
}
