import { actionAnchor } from '@/lib/rules/workbook'
import { Link } from '@/ui/Link'

const linkClasses = 'font-bold underline underline-offset-2 hover:text-navy-900'

/**
 * "How this works", three short lines on the first lesson (after its action) for a learner who has just started the course:
 * watch, do the action (the lesson's own, when it has one), join a call.
 */
export const HowThisWorks = ({ hasAction }: { hasAction: boolean }) => (
  <section aria-labelledby="how-this-works" className="mt-4 rounded-xl bg-navy-100 px-4 py-3">
    <h2 id="how-this-works" className="text-lg font-bold text-navy-900">
      How this works
    </h2>
    <ol className="mt-1 list-decimal pl-6 text-navy-950 marker:font-bold">
      <li>
        <strong>Watch</strong> the video.
      </li>
      <li>
        {hasAction ? (
          <a href={`#${actionAnchor}`} className={`${linkClasses} inline-block py-1`}>
            Do the action
          </a>
        ) : (
          <strong>Do the action</strong>
        )}{' '}
        in your business.
      </li>
      <li>
        <Link href="/v1/calls" className={`${linkClasses} inline-block py-1`}>
          Join a call
        </Link>{' '}
        with your questions.
      </li>
    </ol>
  </section>
)
