import { ErrorResponse } from '@skilllink/contracts/common';
import type { DB } from '../../db/database.js';
import type { MemberCaches } from '../../platform/member-cache.js';

/** What app.ts gives the calendar's event and settings routes. */
export interface CalendarRouteOptions {
  db: DB;
  caches: MemberCaches;
}

export const tags = ['calendar'];
export const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
