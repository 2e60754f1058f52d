// The founders' side of the expert directory in the browser (the shell mounts it at /experts/*).
export const directoryPaths = {
  directory: '/experts',
  profile: (id: string) => `/experts/${encodeURIComponent(id)}`,
  /** Without an id: an open request to every expert whose focus, language and format fit. */
  request: (id?: string | null) => (id ? `/experts/request?expert=${encodeURIComponent(id)}` : '/experts/request'),
  dashboard: '/dashboard',
  /** The client's page of one request (remote-expert's client cases). */
  case: (id: string) => `/cases/${encodeURIComponent(id)}`,
} as const;
