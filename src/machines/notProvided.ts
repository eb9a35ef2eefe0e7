/** The default of an actor the edge must provide: it fails loudly instead of pretending to work. */
export const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));
