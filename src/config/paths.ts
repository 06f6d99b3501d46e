/** Every route of the app: the only place a URL is spelled. */
export const paths = {
  landing: { path: '/', href: () => '/' },
  signup: { path: '/signup', href: () => '/signup' },
  login: { path: '/login', href: () => '/login' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  newLoad: { path: '/load/new', href: () => '/load/new' },
  loads: { path: '/loads', href: () => '/loads' },
  newSession: { path: '/session/new', href: () => '/session/new' },
  session: { path: '/session/:sessionId', href: (sessionId: string) => `/session/${encodeURIComponent(sessionId)}` },
  sessions: { path: '/sessions', href: () => '/sessions' },
  addFirearm: { path: '/add-firearm', href: () => '/add-firearm' },
  firearms: { path: '/firearms', href: () => '/firearms' },
  editFirearm: {
    path: '/edit-firearm/:firearmId',
    href: (firearmId: string) => `/edit-firearm/${encodeURIComponent(firearmId)}`,
  },
  admin: { path: '/admin', href: () => '/admin' },
} as const;
