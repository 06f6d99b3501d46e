import { z } from 'zod';

// Zod compiles each object schema into a function with `new Function` on its first parse, when eval is
// allowed. The deployed Content-Security-Policy forbids eval, so there zod probes, is refused (a
// policy violation the browser reports) and parses without compiling; anywhere else (vite preview, the
// bench) the compiling cost 14 to 19 ms of main thread per page start. Without it everywhere: one path,
// the deployed one, and no probe.
z.config({ jitless: true });
