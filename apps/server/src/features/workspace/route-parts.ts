import { ErrorResponse } from '@skilllink/contracts/common';

/** What every workspace route's schema shares. */
export const tags = ['workspace'];
export const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};
