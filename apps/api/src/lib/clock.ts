/** The time as the services see it; tests pass their own to step past a code's expiry or an hour's limit. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
