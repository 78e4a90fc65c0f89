import { notFound } from 'next/navigation'

// Any path no page claims renders the frontend's 404 page with status 404 (not the admin's).
export default function UnknownRoute(): never {
  notFound()
}
