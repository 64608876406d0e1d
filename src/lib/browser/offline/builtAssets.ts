/**
 * The built files a server-rendered page needs to run offline: the scripts, styles and fonts its HTML links, and the
 * client chunks its inline React data names (written there without the /_next/ prefix). Their names carry a content
 * hash, so a stored copy is never stale.
 */
const builtAssetPattern = /(?:\/_next\/)?(static\/(?:chunks|css|media)\/[\w\-./[\]()%@~]+?\.(?:js|css|woff2?))/g

export const builtAssetUrls = (html: string): string[] => [...new Set(Array.from(html.matchAll(builtAssetPattern), (match) => `/_next/${match[1]}`))]
