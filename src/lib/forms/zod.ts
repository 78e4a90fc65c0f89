import { z } from 'zod'

// Zod 4 compiles object parsers with `new Function` where it may, and probes for that with Function("")
// in the browser. Our Content-Security-Policy has no 'unsafe-eval' (src/lib/security/headers.mjs), so
// the probe is refused and reported as a violation on every page with a form. The interpreted parser
// gives the same results; compiling only saves microseconds per form. Every schema imports z from here.
z.config({ jitless: true })

export { z }
