/** Collection names, as the product names them. */
export const COLLECTIONS = {
  users: 'users',
  loadDevelopment: 'loadDevelopment',
  firearms: 'firearms',
  factoryLoad: 'factoryLoad',
  shootingSession: 'shootingSession',
} as const;
