/** The import page's hash that opens it to type or paste velocities. */
export const PASTE_HASH = '#paste';

/** Every route of the app: the only place a URL is spelled. */
export const paths = {
  landing: { path: '/', href: () => '/' },
  signup: { path: '/signup', href: () => '/signup' },
  login: { path: '/login', href: () => '/login' },
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  newLoad: {
    path: '/load/new',
    /** With `fromLoadId`, the form opens filled from that load (Duplicate: the next rung of a ladder). */
    href: (fromLoadId?: string) => (fromLoadId ? `/load/new?from=${encodeURIComponent(fromLoadId)}` : '/load/new'),
  },
  editLoad: { path: '/load/:loadId/edit', href: (loadId: string) => `/load/${encodeURIComponent(loadId)}/edit` },
  loads: { path: '/loads', href: () => '/loads' },
  load: { path: '/load/:loadId', href: (loadId: string) => `/load/${encodeURIComponent(loadId)}` },
  loadImport: { path: '/load/:loadId/import', href: (loadId: string) => `/load/${encodeURIComponent(loadId)}/import` },
  /** Load rounds: a batch of the load, drawn from the inventory's lots. */
  newBatch: {
    path: '/load/:loadId/batch/new',
    href: (loadId: string) => `/load/${encodeURIComponent(loadId)}/batch/new`,
  },
  /** Plan a test of one recipe variable from this load (issue 37). */
  planTest: {
    path: '/load/:loadId/test/new',
    href: (loadId: string) => `/load/${encodeURIComponent(loadId)}/test/new`,
  },
  /** A load's card and box labels, made for paper. */
  loadCard: { path: '/load/:loadId/card', href: (loadId: string) => `/load/${encodeURIComponent(loadId)}/card` },
  /** A test: its step loads and its analysis. */
  test: { path: '/test/:testId', href: (testId: string) => `/test/${encodeURIComponent(testId)}` },
  /** A test's range sheet, made for paper. */
  testSheet: { path: '/test/:testId/sheet', href: (testId: string) => `/test/${encodeURIComponent(testId)}/sheet` },
  inventory: { path: '/inventory', href: () => '/inventory' },
  newSession: { path: '/session/new', href: () => '/session/new' },
  session: { path: '/session/:sessionId', href: (sessionId: string) => `/session/${encodeURIComponent(sessionId)}` },
  sessionImport: {
    path: '/session/:sessionId/import',
    href: (sessionId: string) => `/session/${encodeURIComponent(sessionId)}/import`,
    /** The same page opened to type or paste velocities (its list's box focused). */
    pasteHref: (sessionId: string) => `/session/${encodeURIComponent(sessionId)}/import${PASTE_HASH}`,
  },
  editSession: {
    path: '/session/:sessionId/edit',
    href: (sessionId: string) => `/session/${encodeURIComponent(sessionId)}/edit`,
  },
  sessions: { path: '/sessions', href: () => '/sessions' },
  compare: {
    path: '/compare',
    /** Two loads side by side (?a=…&b=…); either may be left for the page to ask. */
    href: (a?: string, b?: string) => {
      const params = new URLSearchParams();
      if (a) params.set('a', a);
      if (b) params.set('b', b);
      const query = params.toString();
      return query ? `/compare?${query}` : '/compare';
    },
  },
  compareSessions: {
    path: '/compare/sessions',
    /** Two sessions side by side (?a=…&b=…); either may be left for the page to ask. */
    href: (a?: string, b?: string) => {
      const params = new URLSearchParams();
      if (a) params.set('a', a);
      if (b) params.set('b', b);
      const query = params.toString();
      return query ? `/compare/sessions?${query}` : '/compare/sessions';
    },
  },
  addFirearm: { path: '/add-firearm', href: () => '/add-firearm' },
  firearms: { path: '/firearms', href: () => '/firearms' },
  firearm: { path: '/firearm/:firearmId', href: (firearmId: string) => `/firearm/${encodeURIComponent(firearmId)}` },
  editFirearm: {
    path: '/edit-firearm/:firearmId',
    href: (firearmId: string) => `/edit-firearm/${encodeURIComponent(firearmId)}`,
  },
  admin: { path: '/admin', href: () => '/admin' },
  account: { path: '/account', href: () => '/account' },
} as const;
