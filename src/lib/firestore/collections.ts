/** Collection names, as the spec spells them. */
export const COLLECTIONS = {
  users: 'users',
  loadDevelopment: 'loadDevelopment',
  firearms: 'firearms',
  factoryLoad: 'factoryLoad',
  shootingSession: 'shootingSession',
} as const;
