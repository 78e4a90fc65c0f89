import { NewsletterForm, type NewsletterFormProps } from '@/components/newsletter/NewsletterForm'
import { NEWSLETTER_NAME } from '@/lib/site/constants'

/** The newsletter band closing every podcast page. */
export function PodcastNewsletter({
  heading,
  failureTitle,
  failureFallback,
}: { heading: string } & Pick<NewsletterFormProps, 'failureTitle' | 'failureFallback'>) {
  return (
    <section aria-labelledby="podcast-newsletter" className="bg-smoke-900 px-4 py-14 text-center text-stone-100 sm:py-16">
      <h2 id="podcast-newsletter" className="font-display text-3xl font-bold">
        {heading}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-stone-300">
        New episodes land in {NEWSLETTER_NAME} first, with the drops and stories of the week. Unsubscribe at any time.
      </p>
      <NewsletterForm tone="onDark" failureTitle={failureTitle} failureFallback={failureFallback} className="mx-auto mt-8 max-w-xl" />
    </section>
  )
}
