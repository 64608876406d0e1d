import type { Payload } from 'payload'

import { findSetUpChecklist } from '@/domains/reports'

/**
 * The admin home's set-up checklist (staff only: the admin admits only staff): what the site promises learners that
 * staff must make true, each item "To do" in red until done, with what is missing and a link to put it right. Once
 * every item is done it shrinks to one line.
 */
export const SetUpChecklist = async ({ payload }: { payload: Payload }) => {
  const items = await findSetUpChecklist(payload)
  const done = items.filter((item) => item.done).length
  return (
    <section className="set-up-checklist" aria-labelledby="set-up-checklist-heading">
      <h2 id="set-up-checklist-heading">Set-up checklist</h2>
      <p className="set-up-checklist__summary">
        {done === items.length
          ? `All ${items.length} done: what the site promises learners is in place.`
          : `${done} of ${items.length} done. Each item to do is something the site promises learners that is not true yet.`}
      </p>
      {done < items.length ? (
        <ol className="set-up-checklist__items">
          {items.map((item) => (
            <li key={item.key} className={`set-up-checklist__item set-up-checklist__item--${item.done ? 'done' : 'to-do'}`} data-item={item.key}>
              <span className="set-up-checklist__status">{item.done ? 'Done' : 'To do'}</span>
              <div>
                <h3>{item.title}</h3>
                <p>{item.detail}</p>
                {item.done ? null : <a href={item.href}>{item.action}</a>}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
