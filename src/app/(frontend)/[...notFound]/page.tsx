import { notFound } from 'next/navigation'

/** Any path no other route matches: the not-found page. */
export default function UnknownPage() {
  notFound()
}
