import Link from 'next/link'

/** The public 404 page's body, for both 404 documents (see src/app/global-not-found.tsx). */
export function NotFoundContent() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm tracking-[0.3em] text-ember-500 uppercase">404</p>
      <h1 className="mt-3 font-display text-4xl font-bold">Page not found</h1>
      <p className="mt-3 text-stone-600 dark:text-stone-400">That page went up in smoke — or never existed.</p>
      <Link href="/" className="mt-8 inline-block rounded-full bg-ember-500 px-6 py-3 font-semibold text-white hover:bg-ember-600">
        Back to home
      </Link>
    </section>
  )
}
