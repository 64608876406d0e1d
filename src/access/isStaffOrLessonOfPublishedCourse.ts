import type { Access } from 'payload'

import { isStaffRequest } from './isStaff'

/** Lessons are public only while their course is published. */
export const isStaffOrLessonOfPublishedCourse: Access = ({ req }) =>
  isStaffRequest(req) ? true : { 'course.isPublished': { equals: true } }
