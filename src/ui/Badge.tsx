import type { ReactNode } from 'react'

import { badgeClasses, type BadgeTone } from './buttonStyles'

/** A small label such as FREE, COMPLETED or Preview. */
export const Badge = ({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) => <span className={badgeClasses(tone)}>{children}</span>
