/** Console output of the platform scripts, prefixed so it stands out from service logs. */
export const say = (message: string) => console.log(`[inkpress] ${message}`);
export const warn = (message: string) => console.warn(`[inkpress] ${message}`);
