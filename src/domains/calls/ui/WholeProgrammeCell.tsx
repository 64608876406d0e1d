'use client'

import { DefaultCell } from '@payloadcms/ui'
import type { DefaultCellComponentProps, RelationshipFieldClient } from 'payload'

/**
 * The Calls list's Course column: a call without a course is for the whole programme, and says so (Payload's own cell
 * shows "<No Course>" there).
 */
export const WholeProgrammeCell = (props: DefaultCellComponentProps<RelationshipFieldClient>) =>
  props.cellData === null || props.cellData === undefined || props.cellData === '' ? <span>Whole programme</span> : <DefaultCell {...props} />
