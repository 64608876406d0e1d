import type { Plugin } from 'payload'

import { exportsPlugin } from './exports/exportsPlugin'
import { reportsPlugin } from './reports/reportsPlugin'

/** Every Payload plugin the app runs, in the order they are applied. */
export const plugins: Plugin[] = [exportsPlugin, reportsPlugin]
