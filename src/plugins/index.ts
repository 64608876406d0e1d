import type { Plugin } from 'payload'

import { adminFormatsPlugin } from './adminFormats/adminFormatsPlugin'
import { exportsPlugin } from './exports/exportsPlugin'
import { inputChecksPlugin } from './inputChecks/inputChecksPlugin'
import { reportsPlugin } from './reports/reportsPlugin'
import { staffActionsAuditPlugin } from './staffActionsAudit/staffActionsAuditPlugin'
import { storagePlugin } from './storage/storagePlugin'
import { tracedJobsPlugin } from './tracedJobs/tracedJobsPlugin'

/** Every Payload plugin the app runs, in the order they are applied. */
export const plugins: Plugin[] = [storagePlugin, exportsPlugin, reportsPlugin, inputChecksPlugin, adminFormatsPlugin, tracedJobsPlugin, staffActionsAuditPlugin]
