import { Link } from '@/ui/Link'

/** A navigation group as this panel shows it (src/lib/server/adminGroups.ts holds them). */
type Group = { name: string; holds: string; actions: readonly { label: string; href: string; hint?: string }[] }

/**
 * The admin home's map for staff new to Payload: each navigation group, what it holds, and links to what people most
 * often come to do there (add a lesson, export the waiting list). payload.config.ts passes the groups in.
 */
export const WhereThingsAre = ({ groups }: { groups: readonly Group[] }) => (
  <section className="where-things-are" aria-labelledby="where-things-are-heading">
    <h2 id="where-things-are-heading">Where things are</h2>
    <p>The menu groups what you can edit. Each list says at its top what it holds.</p>
    <dl className="where-things-are__groups">
      {groups.map((group) => (
        <div key={group.name} className="where-things-are__group">
          <dt>{group.name}</dt>
          <dd>
            <p>{group.holds}</p>
            <ul>
              {group.actions.map((action) => (
                <li key={action.href}>
                  <Link href={action.href}>{action.label}</Link>
                  {'hint' in action ? <span className="where-things-are__hint">{action.hint}</span> : null}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  </section>
)
