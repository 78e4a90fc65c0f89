/** The login's success animation: its stages, in ms after the button is pressed. */
export const LOGIN_STAGE_MS = { ignite: 1500, smoke: 4000, done: 5500 } as const
