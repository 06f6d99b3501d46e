/** How many recent records each dashboard section shows. */
export const DASHBOARD_RECENT = 3;

/** Sessions shot within this many days count as recent. */
export const RECENT_SESSION_DAYS = 30;
