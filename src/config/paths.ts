/** Every route of the app: the only place a URL is spelled. */
export const paths = {
  landing: { path: '/', href: () => '/' },
  signup: { path: '/signup', href: () => '/signup' },
  login: { path: '/login', href: () => '/login' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  newLoad: { path: '/load/new', href: () => '/load/new' },
  loads: { path: '/loads', href: () => '/loads' },
  load: { path: '/load/:loadId', href: (loadId: string) => `/load/${encodeURIComponent(loadId)}` },
  loadImport: { path: '/load/:loadId/import', href: (loadId: string) => `/load/${encodeURIComponent(loadId)}/import` },
  newSession: { path: '/session/new', href: () => '/session/new' },
  session: { path: '/session/:sessionId', href: (sessionId: string) => `/session/${encodeURIComponent(sessionId)}` },
  sessionImport: {
    path: '/session/:sessionId/import',
    href: (sessionId: string) => `/session/${encodeURIComponent(sessionId)}/import`,
  },
  sessions: { path: '/sessions', href: () => '/sessions' },
  addFirearm: { path: '/add-firearm', href: () => '/add-firearm' },
  firearms: { path: '/firearms', href: () => '/firearms' },
  editFirearm: {
    path: '/edit-firearm/:firearmId',
    href: (firearmId: string) => `/edit-firearm/${encodeURIComponent(firearmId)}`,
  },
  admin: { path: '/admin', href: () => '/admin' },
} as const;
