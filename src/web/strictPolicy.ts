import * as z from 'zod/mini';

// The pages run under a CSP without 'unsafe-eval': zod's compiled fast path (new Function) is off,
// so it never probes for eval and reports a violation.
z.config({ jitless: true });
