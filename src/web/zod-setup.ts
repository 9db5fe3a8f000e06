import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` unless told not to; the server's CSP forbids eval,
// and even zod's probe for it shows up as a CSP violation. Imported first by main.tsx.
z.config({ jitless: true });
