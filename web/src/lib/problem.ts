/** HTTP problem+json (RFC 9457) as the gateway answers errors (docs/architecture.md §3). */
export interface Problem {
  type?: string;
  title: string;
  status: number;
  detail?: string;
  errors?: Record<string, string[]>;
}

export function isProblem(value: unknown): value is Problem {
  const v = value as Partial<Problem> | null;
  return !!v && typeof v === 'object' && typeof v.title === 'string' && typeof v.status === 'number';
}

/** The RTK Query error's status, or null when it is not an HTTP answer. */
export function errorStatus(error: unknown): number | null {
  const s = (error as { status?: unknown } | undefined)?.status;
  return typeof s === 'number' ? s : null;
}
