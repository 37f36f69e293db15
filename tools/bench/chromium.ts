/** The Chrome of the benches (Lighthouse and the scroll test); CHROME_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
