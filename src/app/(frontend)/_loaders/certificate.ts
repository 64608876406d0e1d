import { getPayload } from 'payload'
import { cache } from 'react'

import config from '@payload-config'
import { findCertificate, type Certificate } from '@/domains/certificates'

/** The certificate with this code, or null (unknown or malformed). Cached per request, so metadata and page share one read. */
export const loadCertificate = cache(async (code: string): Promise<Certificate | null> => findCertificate(await getPayload({ config }), code))
