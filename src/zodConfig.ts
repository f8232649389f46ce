import { z } from "zod";

// zod probes whether it may compile validators with `new Function`; under the console's
// Content-Security-Policy (no 'unsafe-eval') each probe is reported as a violation. Jitless
// mode skips the probe. This module is imported first in main.tsx, before any schema is built.
z.config({ jitless: true });
