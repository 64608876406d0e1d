import type { FormHTMLAttributes } from 'react'

/**
 * A form that React handles (validation messages come from the schema, so the browser's own are off). It posts:
 * a submit that lands before the page's script has loaded then sends nothing in the address, so no password ends up
 * in the browser history or a server log.
 */
export const Form = (props: FormHTMLAttributes<HTMLFormElement>) => <form method="post" noValidate {...props} />
