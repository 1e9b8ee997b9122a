export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

/** What to tell the author about a failure: the server's explanation when there is one. */
export const describeError = (error: unknown): string =>
  isApiError(error) ? error.message : 'Something went wrong. Please try again.';
